import { screen, within } from '@testing-library/react';
import { fetchSafe } from '@chokdee/shared-kernel/api/orders';
import type { SafeDraw } from '@chokdee/shared-contract/schemas/safe';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/orders', () => ({ fetchSafe: jest.fn() }));

const getSafe = jest.mocked(fetchSafe);

const ticket = (id: number, number: string, setNo: number) => ({
  ticket_id: id,
  number,
  set_no: setNo,
  price: 120,
  order_code: `OD-${id}`,
  store_name: 'ร้านโชคดีพารวย',
});

const older: SafeDraw = { draw_date: '2026-11-16', has_results: true, tickets: [ticket(1, '123456', 12)] };
const current: SafeDraw = {
  draw_date: '2026-12-01',
  has_results: false,
  tickets: [ticket(2, '654321', 1), ticket(3, '000789', 3)],
};

beforeEach(() => getSafe.mockReset());

describe('safe', () => {
  it('groups the tickets per draw, newest draw first, each as a ticket image', async () => {
    getSafe.mockResolvedValue([older, current]);
    await renderRoute(appRoutes, '/members/safe');

    const sections = await screen.findAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'งวดวันที่ 1 ธันวาคม 2569',
      'งวดวันที่ 16 พฤศจิกายน 2569',
    ]);
    expect(screen.getByText('สลากของคุณทั้งหมด 3 ใบ')).toBeInTheDocument();

    const [newest, last] = sections as [HTMLElement, HTMLElement];
    expect(within(newest).getByText('2 ใบ')).toBeInTheDocument();
    expect(within(newest).getByRole('img', { name: 'สลากเลข 654321 ชุดที่ 1' })).toBeInTheDocument();
    expect(within(newest).getByRole('img', { name: 'สลากเลข 000789 ชุดที่ 3' })).toBeInTheDocument();
    expect(within(newest).getByText('ยังไม่ออกผลรางวัล')).toBeInTheDocument();

    expect(within(last).getByRole('img', { name: 'สลากเลข 123456 ชุดที่ 12' })).toBeInTheDocument();
    expect(within(last).getByRole('link', { name: 'ดูผลรางวัลงวดนี้' })).toHaveAttribute(
      'href',
      '/members/win-history/2026-11-16',
    );
    expect(within(last).getByRole('link', { name: 'OD-1' })).toHaveAttribute('href', '/orders/OD-1');
  });

  it('shows an empty safe with a way to the stores', async () => {
    getSafe.mockResolvedValue([]);
    await renderRoute(appRoutes, '/members/safe');
    expect(await screen.findByText('ยังไม่มีสลากในตู้เซฟ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เลือกซื้อสลาก' })).toHaveAttribute('href', '/dealers');
  });
});
