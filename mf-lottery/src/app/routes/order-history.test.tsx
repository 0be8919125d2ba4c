import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchOrders } from '@chokdee/shared-kernel/api/orders';
import { orderFixture } from '../../testing/order-fixture';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/orders', () => ({ fetchOrders: jest.fn() }));

const getOrders = jest.mocked(fetchOrders);

const older = orderFixture({ code: 'OD-OLD', status: 'ordered', created_at: '2026-11-01T03:00:00.000Z' });
const newer = orderFixture({ code: 'OD-NEW', status: 'timeout', created_at: '2026-11-20T03:00:00.000Z' });
const third = orderFixture({ code: 'OD-P2', status: 'cancelled', created_at: '2026-10-01T03:00:00.000Z' });

beforeEach(() => {
  getOrders
    .mockReset()
    .mockImplementation(async ({ page = 1 } = {}) =>
      page === 1
        ? { data: [older, newer], meta: { page: 1, per_page: 10, total: 11, last_page: 2 } }
        : { data: [third], meta: { page: 2, per_page: 10, total: 11, last_page: 2 } },
    );
});

describe('order history', () => {
  it('shows every order newest first with its status badge, a page at a time', async () => {
    const user = userEvent.setup();
    const { pathname } = await renderRoute(appRoutes, '/members/order-history');

    const list = await screen.findByRole('list', { name: 'ประวัติการสั่งซื้อ' });
    expect(screen.getByText('ทั้งหมด 11 รายการ')).toBeInTheDocument();
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/orders/OD-NEW', '/orders/OD-OLD']);
    expect(within(rows[0]!).getByText('หมดเวลา')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('การสั่งซื้อเสร็จสมบูรณ์')).toBeInTheDocument();
    expect(getOrders).toHaveBeenCalledWith({ page: 1, per_page: 10 }, expect.anything());

    await user.click(screen.getByRole('link', { name: 'หน้าถัดไป' }));
    expect(pathname()).toBe('/members/order-history');
    expect(await screen.findByText('OD-P2')).toBeInTheDocument();
    expect(getOrders).toHaveBeenLastCalledWith({ page: 2, per_page: 10 }, expect.anything());
    expect(screen.getByText('หน้า 2 จาก 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ก่อนหน้า' })).toHaveAttribute('href', '/members/order-history');
  });

  it('says when there is no order yet', async () => {
    getOrders.mockResolvedValue({ data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } });
    await renderRoute(appRoutes, '/members/order-history');
    expect(await screen.findByText('ยังไม่มีประวัติการสั่งซื้อ')).toBeInTheDocument();
  });
});
