import { screen, within } from '@testing-library/react';
import { fetchSafe, fetchWinHistory } from '@chokdee/shared-kernel/api/orders';
import type { SafeDraw } from '@chokdee/shared-contract/schemas/safe';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { fetchPrizeClaims } from '../../features/prize-claims/api/prize-claims';
import { prizeClaimFixture } from '../../features/prize-claims/testing/prize-claim-fixture';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/orders', () => ({ fetchSafe: jest.fn(), fetchWinHistory: jest.fn() }));
jest.mock('../../features/prize-claims/api/prize-claims', () => ({ fetchPrizeClaims: jest.fn() }));

const getSafe = jest.mocked(fetchSafe);
const getWins = jest.mocked(fetchWinHistory);
const getClaims = jest.mocked(fetchPrizeClaims);

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

const noWins = { data: [], meta: { draws: [], total_amount: 0 } };
const noClaims = { data: [], meta: { page: 1, per_page: 50, total: 0, last_page: 1 } };

beforeEach(() => {
  getSafe.mockReset();
  getWins.mockReset().mockResolvedValue(noWins);
  getClaims.mockReset().mockResolvedValue(noClaims);
});

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

  it('gives the winning tickets of drawn draws the way to claim them, or their claim', async () => {
    const drawn: SafeDraw = {
      draw_date: '2026-11-16',
      has_results: true,
      tickets: [ticket(1, '123456', 12), ticket(4, '000056', 3), ticket(5, '999999', 1)],
    };
    getSafe.mockResolvedValue([drawn, current]);
    getWins.mockResolvedValue({
      data: [1, 4].map((id) => ({
        ticket_id: id,
        number: id === 1 ? '123456' : '000056',
        set_no: 1,
        order_code: `OD-${id}`,
        draw_date: '2026-11-16',
        prizes: [{ tier: 'last2' as const, name: 'รางวัลเลขท้าย 2 ตัว', amount: 2_000 }],
        amount: 2_000,
      })),
      meta: { draws: [], total_amount: 4_000 },
    });
    getClaims.mockResolvedValue({
      data: [prizeClaimFixture({ id: 9, code: 'PC-000009', ticket_id: 4, status: 'paid' })],
      meta: { page: 1, per_page: 50, total: 1, last_page: 1 },
    });
    await renderRoute(appRoutes, '/members/safe');

    const section = await screen.findByRole('region', { name: 'งวดวันที่ 16 พฤศจิกายน 2569' });
    const claimLinks = await within(section).findAllByRole('link', { name: 'ขึ้นเงินรางวัล' });
    expect(claimLinks.map((link) => link.getAttribute('href'))).toEqual(['/members/cash-out/1']);
    expect(
      await within(section).findByRole('link', { name: 'คำขอขึ้นเงินรางวัล PC-000009: โอนเงินแล้ว' }),
    ).toHaveAttribute('href', '/members/prize-claims/9');
    expect(getWins).toHaveBeenCalledWith(undefined, expect.anything());
    expect(getClaims).toHaveBeenCalledTimes(1);

    const undrawn = screen.getByRole('region', { name: 'งวดวันที่ 1 ธันวาคม 2569' });
    expect(within(undrawn).queryByRole('link', { name: 'ขึ้นเงินรางวัล' })).not.toBeInTheDocument();
  });

  it('asks for neither wins nor claims before any draw is out', async () => {
    getSafe.mockResolvedValue([current]);
    await renderRoute(appRoutes, '/members/safe');
    await screen.findByRole('region', { name: 'งวดวันที่ 1 ธันวาคม 2569' });
    expect(getWins).not.toHaveBeenCalled();
    expect(getClaims).not.toHaveBeenCalled();
  });
});
