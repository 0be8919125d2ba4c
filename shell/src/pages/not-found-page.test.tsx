import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotFoundPage } from './not-found-page';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

it("shows 404, the Thai message and the spec's line, with the way home", () => {
  renderAt('/no-such-page');
  expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
  expect(screen.getByText('This page could not be found')).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
});

it('names the page in the document title', async () => {
  renderAt('/no-such-page');
  await waitFor(() => expect(document.title).toBe('404 ไม่พบหน้าที่คุณต้องการ | โชคดี'));
});
