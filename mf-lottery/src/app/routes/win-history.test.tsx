import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchWinHistory } from '@chokdee/shared-kernel/api/orders';
import type { WinHistory } from '@chokdee/shared-contract/schemas/safe';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { fetchPrizeClaims } from '../../features/prize-claims/api/prize-claims';
import { prizeClaimFixture } from '../../features/prize-claims/testing/prize-claim-fixture';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/orders', () => ({ fetchWinHistory: jest.fn() }));
jest.mock('../../features/prize-claims/api/prize-claims', () => ({ fetchPrizeClaims: jest.fn() }));

const getWins = jest.mocked(fetchWinHistory);
const getClaims = jest.mocked(fetchPrizeClaims);

const draws: WinHistory['meta']['draws'] = [
  { draw_date: '2026-12-01', has_results: false, ticket_count: 2 },
  { draw_date: '2026-11-16', has_results: true, ticket_count: 3 },
  { draw_date: '2026-11-01', has_results: true, ticket_count: 1 },
];

const wins: WinHistory['data'] = [
  {
    ticket_id: 1,
    number: '123456',
    set_no: 12,
    order_code: 'OD-1',
    draw_date: '2026-11-16',
    prizes: [
      { tier: 'first', name: 'รางวัลที่ 1', amount: 6_000_000 },
      { tier: 'last2', name: 'รางวัลเลขท้าย 2 ตัว', amount: 2_000 },
    ],
    amount: 6_002_000,
  },
  {
    ticket_id: 2,
    number: '000056',
    set_no: 3,
    order_code: 'OD-1',
    draw_date: '2026-11-16',
    prizes: [{ tier: 'last2', name: 'รางวัลเลขท้าย 2 ตัว', amount: 2_000 }],
    amount: 2_000,
  },
];

/** The API: every draw without a date; one draw's wins with it (the chooser keeps every draw). */
function serve(drawDate?: string): Promise<WinHistory> {
  const data = drawDate ? wins.filter((w) => w.draw_date === drawDate) : wins;
  return Promise.resolve({ data, meta: { draws, total_amount: data.reduce((s, w) => s + w.amount, 0) } });
}

const noClaims = { data: [], meta: { page: 1, per_page: 50, total: 0, last_page: 1 } };

beforeEach(() => {
  getWins.mockReset().mockImplementation(serve);
  getClaims.mockReset().mockResolvedValue(noClaims);
});

describe('win history', () => {
  it('lists each draw: its prizes per ticket, no win, or no results yet, and the total won', async () => {
    await renderRoute(appRoutes, '/members/win-history');
    const total = await screen.findByText('รวมเงินรางวัลทั้งหมด');
    expect(getWins).toHaveBeenCalledWith(undefined, expect.anything());
    expect(total.parentElement).toHaveTextContent('รวมเงินรางวัลทั้งหมด6,004,000 บาท');

    const current = screen.getByRole('region', { name: 'งวดวันที่ 1 ธันวาคม 2569' });
    expect(within(current).getByText('ยังไม่ออกผลรางวัล')).toBeInTheDocument();

    const won = screen.getByRole('region', { name: 'งวดวันที่ 16 พฤศจิกายน 2569' });
    const jackpot = within(won).getByRole('article', { name: 'สลากเลข 123456 ชุดที่ 12' });
    expect(within(jackpot).getByText('รางวัลที่ 1')).toBeInTheDocument();
    expect(within(jackpot).getByText('6,000,000 บาท')).toBeInTheDocument();
    expect(within(jackpot).getByText('รางวัลเลขท้าย 2 ตัว')).toBeInTheDocument();
    expect(within(jackpot).getByText('6,002,000 บาท')).toBeInTheDocument();
    expect(within(won).getByRole('article', { name: 'สลากเลข 000056 ชุดที่ 3' })).toHaveTextContent('2,000 บาท');
    expect(within(won).getByText('รางวัลงวดนี้').parentElement).toHaveTextContent('รางวัลงวดนี้ 6,004,000 บาท');

    const lost = screen.getByRole('region', { name: 'งวดวันที่ 1 พฤศจิกายน 2569' });
    expect(within(lost).getByText('ไม่ถูกรางวัล')).toBeInTheDocument();
  });

  it('shows one draw from the path, and the chooser goes to another', async () => {
    const user = userEvent.setup();
    const { pathname } = await renderRoute(appRoutes, '/members/win-history/2026-11-01');
    expect(await screen.findByText('ไม่ถูกรางวัล')).toBeInTheDocument();
    expect(getWins).toHaveBeenCalledWith('2026-11-01', expect.anything());
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByText('รวมเงินรางวัลงวดนี้').parentElement).toHaveTextContent('0 บาท');

    const chooser = screen.getByRole('combobox', { name: 'เลือกงวด' });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ทุกงวด', 'งวดวันที่ 1 ธันวาคม 2569', 'งวดวันที่ 16 พฤศจิกายน 2569', 'งวดวันที่ 1 พฤศจิกายน 2569']);
    await user.selectOptions(chooser, '2026-11-16');
    expect(pathname()).toBe('/members/win-history/2026-11-16');
    expect(await screen.findByRole('article', { name: 'สลากเลข 123456 ชุดที่ 12' })).toBeInTheDocument();
    expect(getWins).toHaveBeenLastCalledWith('2026-11-16', expect.anything());
  });

  it('says a draw is not out yet, without a total', async () => {
    await renderRoute(appRoutes, '/members/win-history/2026-12-01');
    expect(await screen.findByText('ยังไม่ออกผลรางวัล')).toBeInTheDocument();
    expect(screen.queryByText(/รวมเงินรางวัล/)).not.toBeInTheDocument();
  });

  it('points to the stores when the member has no ticket at all', async () => {
    getWins.mockResolvedValue({ data: [], meta: { draws: [], total_amount: 0 } });
    await renderRoute(appRoutes, '/members/win-history');
    expect(await screen.findByText('ยังไม่มีสลากในตู้เซฟ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เลือกซื้อสลาก' })).toHaveAttribute('href', '/dealers');
  });

  it('links each winning ticket to its cash-out, or to its claim with the claim’s status', async () => {
    getClaims.mockResolvedValue({
      data: [prizeClaimFixture({ id: 8, code: 'PC-000008', ticket_id: 2, status: 'checking' })],
      meta: { page: 1, per_page: 50, total: 1, last_page: 1 },
    });
    await renderRoute(appRoutes, '/members/win-history/2026-11-16');
    const jackpot = await screen.findByRole('article', { name: 'สลากเลข 123456 ชุดที่ 12' });
    expect(within(jackpot).getByRole('link', { name: 'ขึ้นเงินรางวัล' })).toHaveAttribute(
      'href',
      '/members/cash-out/1',
    );

    const claimed = screen.getByRole('article', { name: 'สลากเลข 000056 ชุดที่ 3' });
    const status = await within(claimed).findByRole('link', {
      name: 'คำขอขึ้นเงินรางวัล PC-000008: กำลังตรวจสอบสลาก',
    });
    expect(status).toHaveAttribute('href', '/members/prize-claims/8');
    expect(within(claimed).queryByRole('link', { name: 'ขึ้นเงินรางวัล' })).not.toBeInTheDocument();
    // One call for every ticket of the draw.
    expect(getClaims).toHaveBeenCalledTimes(1);
    expect(getClaims).toHaveBeenCalledWith({ draw_date: '2026-11-16', per_page: 50 }, expect.anything());
  });

  it('offers a refused claim’s ticket to be claimed again', async () => {
    getClaims.mockResolvedValue({
      data: [prizeClaimFixture({ id: 8, ticket_id: 2, status: 'refused' })],
      meta: { page: 1, per_page: 50, total: 1, last_page: 1 },
    });
    await renderRoute(appRoutes, '/members/win-history/2026-11-16');
    const claimed = await screen.findByRole('article', { name: 'สลากเลข 000056 ชุดที่ 3' });
    expect(await within(claimed).findByText('ไม่อนุมัติ')).toBeInTheDocument();
    expect(within(claimed).getByRole('link', { name: 'ขึ้นเงินรางวัล' })).toHaveAttribute(
      'href',
      '/members/cash-out/2',
    );
  });

  it('asks for no claims when nothing was won', async () => {
    await renderRoute(appRoutes, '/members/win-history/2026-11-01');
    expect(await screen.findByText('ไม่ถูกรางวัล')).toBeInTheDocument();
    expect(getClaims).not.toHaveBeenCalled();
  });
});
