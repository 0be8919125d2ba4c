import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WishListPage } from './wish-list';

test('the prayer wish list shows every kind of wish, each opening its published wishes', () => {
  render(
    <MemoryRouter>
      <WishListPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'รายการขอพร' })).toBeInTheDocument();
  const kinds = within(screen.getByRole('list', { name: 'หมวดคำขอพร' })).getAllByRole('link');
  expect(kinds).toHaveLength(7);
  const fortune = screen.getByRole('link', { name: /โชคลาภ/ });
  expect(fortune).toHaveAttribute('href', '/ขอพร?category=fortune');
  expect(screen.getByRole('link', { name: /ทำบุญ/ })).toHaveAttribute('href', '/ขอพร?category=merit');
  expect(screen.getByRole('link', { name: 'เริ่มคำขอพร' })).toHaveAttribute('href', '/members/pray/create');
  expect(screen.getAllByRole('listitem').filter((li) => li.closest('ol'))).toHaveLength(3);
});
