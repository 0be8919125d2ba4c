import { act, render } from '@testing-library/react';
import { fetchNotices } from '../api/notices';
import { setUser } from '../stores/auth';
import { setAuthToken } from '../api/auth-token';
import { refreshNotices } from '../stores/notices';
import { authUserFixture } from '../testing/auth-user-fixture';
import { useNoticeRefresh } from './use-notice-refresh';

jest.mock('../api/notices', () => ({ fetchNotices: jest.fn(), markNoticesReadUpTo: jest.fn() }));
const answer = jest.mocked(fetchNotices);

const notice = (id: number, link: string) => ({
  id,
  kind: 'purchase-shipped' as const,
  title: 'จัดส่งแล้ว',
  body: '',
  link,
  created_at: '2026-11-30T09:00:00+07:00',
  read: false,
});

function Page({ path, reload }: { path: string; reload: () => void }) {
  useNoticeRefresh(path, reload);
  return null;
}

it('reloads the page when a notice about it arrives, not for old ones or other pages', async () => {
  answer.mockResolvedValue({ data: [notice(3, '/ecommerce/purchases/SP1')], unread: 1 });
  setAuthToken('member-token');
  setUser(authUserFixture());
  const reload = jest.fn();
  render(<Page path="/ecommerce/purchases/SP1" reload={reload} />);
  await act(() => refreshNotices());
  expect(reload).not.toHaveBeenCalled();

  answer.mockResolvedValue({
    data: [notice(4, '/orders/LT1'), notice(3, '/ecommerce/purchases/SP1')],
    unread: 2,
  });
  await act(() => refreshNotices());
  expect(reload).not.toHaveBeenCalled();

  answer.mockResolvedValue({
    data: [
      notice(5, '/ecommerce/purchases/SP1'),
      notice(4, '/orders/LT1'),
      notice(3, '/ecommerce/purchases/SP1'),
    ],
    unread: 3,
  });
  await act(() => refreshNotices());
  expect(reload).toHaveBeenCalledTimes(1);

  await act(() => refreshNotices());
  expect(reload).toHaveBeenCalledTimes(1);
});
