import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fetchPrayVote, joinPrayProject, withdrawPrayVote } from '../../../api/pray';
import { navigate } from '@chokdee/shared-kernel/navigation';
import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { forgetVotes } from '../stores/vote-store';
import { VoteButton } from './vote-button';

jest.mock('../../../api/pray', () => ({
  fetchPrayVote: jest.fn(),
  joinPrayProject: jest.fn(),
  withdrawPrayVote: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/navigation', () => ({
  ...jest.requireActual('@chokdee/shared-kernel/navigation'),
  navigate: jest.fn(),
}));

const renderButton = (open = true) =>
  render(
    <MemoryRouter initialEntries={['/ขอพร/ขอพร-1']}>
      <VoteButton slug="ขอพร-1" initialCount={41} open={open} />
    </MemoryRouter>,
  );

beforeEach(() => {
  forgetVotes();
  jest.mocked(navigate).mockReset();
  jest.mocked(fetchPrayVote).mockReset().mockResolvedValue({ voted: false, supporters_count: 41 });
  jest.mocked(joinPrayProject).mockReset().mockResolvedValue({ voted: true, supporters_count: 42 });
  jest.mocked(withdrawPrayVote).mockReset().mockResolvedValue({ voted: false, supporters_count: 41 });
});
afterEach(() => setUser(null));

test('a visitor sees the count and is sent to log in, coming back to this page', async () => {
  setUser(null);
  renderButton();
  expect(screen.getByTestId('supporters-count')).toHaveTextContent('41');
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบเพื่อร่วมอธิษฐาน' }));
  expect(navigate).toHaveBeenCalledWith(`/members/login?redirect_url=${encodeURIComponent('/ขอพร/ขอพร-1')}`);
  expect(joinPrayProject).not.toHaveBeenCalled();
});

test('a member joins (the count moves at once) and withdraws', async () => {
  setUser({ id: 7, name: 'สมชาย' } as AuthUser);
  renderButton();
  await userEvent.click(await screen.findByRole('button', { name: 'ร่วมอธิษฐาน' }));
  expect(await screen.findByRole('button', { name: 'ถอนการร่วมอธิษฐาน' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByTestId('supporters-count')).toHaveTextContent('42');
  await userEvent.click(screen.getByRole('button', { name: 'ถอนการร่วมอธิษฐาน' }));
  expect(await screen.findByRole('button', { name: 'ร่วมอธิษฐาน' })).toBeInTheDocument();
  expect(screen.getByTestId('supporters-count')).toHaveTextContent('41');
});

test('a closed project takes no votes', () => {
  renderButton(false);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText('คำขอพรนี้ปิดรับการร่วมอธิษฐานแล้ว')).toBeInTheDocument();
});
