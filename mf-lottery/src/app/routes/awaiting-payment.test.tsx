import { screen, within } from '@testing-library/react';
import { fetchReservedOrders } from '@chokdee/shared-kernel/api/orders';
import { refreshReservedOrderCount } from '../../stores/reserved-orders';
import { orderFixture } from '../../testing/order-fixture';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/orders', () => ({ fetchReservedOrders: jest.fn() }));
jest.mock('../../stores/reserved-orders', () => ({
  refreshReservedOrderCount: jest.fn().mockResolvedValue(undefined),
}));

const getReserved = jest.mocked(fetchReservedOrders);
const refreshCount = jest.mocked(refreshReservedOrderCount);

beforeEach(() => {
  getReserved.mockReset();
  refreshCount.mockClear();
});

describe('awaiting payment', () => {
  it('lists the reserved orders with their count, each linking to its order page', async () => {
    getReserved.mockResolvedValue([orderFixture(), orderFixture({ code: 'OD-2611-0002', total_amount: 80 })]);
    await renderRoute(appRoutes, '/members/orders');

    const list = await screen.findByRole('list', { name: 'คำสั่งซื้อที่รอชำระเงิน' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('รอชำระเงิน2 รายการ');
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/orders/OD-2611-0001',
      '/orders/OD-2611-0002',
    ]);
    expect(within(rows[0]!).getByText('จองแล้ว')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('240 บาท')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/ชำระภายใน 21\/11\/69 18:20/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('80 บาท')).toBeInTheDocument();
    // The menu badge is brought in line with the list on screen.
    expect(refreshCount).toHaveBeenCalledTimes(1);
  });

  it('serves /orders without a code too, and says when nothing waits', async () => {
    getReserved.mockResolvedValue([]);
    await renderRoute(appRoutes, '/orders');
    expect(await screen.findByText('ไม่มีคำสั่งซื้อที่รอชำระเงิน')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('0 รายการ');
    expect(screen.getByRole('link', { name: 'เลือกซื้อสลาก' })).toHaveAttribute('href', '/dealers');
  });
});
