import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { fetchPrizeClaims, type PrizeClaimPage } from '../../features/prize-claims/api/prize-claims';
import { prizeClaimFixture } from '../../features/prize-claims/testing/prize-claim-fixture';
import { appRoutes } from '../app-routes';

jest.mock('../../features/prize-claims/api/prize-claims', () => ({
  fetchPrizeClaims: jest.fn(),
  fetchPrizeClaim: jest.fn(() => new Promise(() => undefined)),
}));

const getClaims = jest.mocked(fetchPrizeClaims);

/** Twelve claims, newest first, served ten a page and filtered by status as the API does. */
const claims = Array.from({ length: 12 }, (_, i) =>
  prizeClaimFixture({
    id: 100 - i,
    code: `PC-${String(100 - i).padStart(6, '0')}`,
    ticket_id: 500 + i,
    status: i === 0 ? 'requested' : i === 1 ? 'refused' : 'paid',
  }),
);

function serve(query: { status?: string; page?: number; per_page?: number } = {}): Promise<PrizeClaimPage> {
  const perPage = query.per_page ?? 10;
  const page = query.page ?? 1;
  const matching = claims.filter((claim) => !query.status || claim.status === query.status);
  return Promise.resolve({
    data: matching.slice((page - 1) * perPage, page * perPage),
    meta: {
      page,
      per_page: perPage,
      total: matching.length,
      last_page: Math.max(1, Math.ceil(matching.length / perPage)),
    },
  });
}

beforeEach(() => getClaims.mockReset().mockImplementation(serve));

describe('prize claims list', () => {
  it('lists the claims newest first, each with its code, ticket, draw, net amount and status', async () => {
    await renderRoute(appRoutes, '/members/prize-claims');
    const list = await screen.findByRole('list', { name: 'คำขอขึ้นเงินรางวัล' });
    expect(getClaims).toHaveBeenCalledWith({ status: undefined, page: 1, per_page: 10 }, expect.anything());
    expect(screen.getByText('ทั้งหมด 12 รายการ')).toBeInTheDocument();

    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(10);
    const first = rows[0]!;
    expect(first).toHaveAttribute('href', '/members/prize-claims/100');
    expect(first).toHaveTextContent('PC-000100');
    expect(first).toHaveTextContent('สลากเลข 000056 ชุดที่ 3');
    expect(first).toHaveTextContent('งวด 16 พฤศจิกายน 2569');
    expect(first).toHaveTextContent('1,970.00 บาท');
    expect(within(first).getByText('ส่งคำขอแล้ว')).toHaveAttribute('data-status', 'requested');
    expect(within(rows[1]!).getByText('ไม่อนุมัติ')).toHaveAttribute('data-status', 'refused');
  });

  it('pages on the server', async () => {
    const user = userEvent.setup();
    const { location } = await renderRoute(appRoutes, '/members/prize-claims');
    await screen.findByRole('list', { name: 'คำขอขึ้นเงินรางวัล' });
    expect(screen.getByText('หน้า 1 จาก 2')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'หน้าถัดไป' }));
    expect(location()).toBe('/members/prize-claims?page=2');
    expect(await screen.findByText('PC-000089')).toBeInTheDocument();
    expect(getClaims).toHaveBeenLastCalledWith(
      { status: undefined, page: 2, per_page: 10 },
      expect.anything(),
    );
    expect(within(screen.getByRole('list', { name: 'คำขอขึ้นเงินรางวัล' })).getAllByRole('link')).toHaveLength(2);
  });

  it('filters by status from the URL and starts the filtered list on its first page', async () => {
    const user = userEvent.setup();
    const { location } = await renderRoute(appRoutes, '/members/prize-claims?page=2');
    await screen.findByText('PC-000089');

    const filter = screen.getByRole('navigation', { name: 'กรองตามสถานะ' });
    expect(within(filter).getByRole('link', { name: 'ทั้งหมด' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(filter).getByRole('link', { name: 'ไม่อนุมัติ' }));

    expect(location()).toBe('/members/prize-claims?status=refused');
    expect(await screen.findByText('PC-000099')).toBeInTheDocument();
    expect(getClaims).toHaveBeenLastCalledWith(
      { status: 'refused', page: 1, per_page: 10 },
      expect.anything(),
    );
    expect(within(filter).getByRole('link', { name: 'ไม่อนุมัติ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'เลือกหน้า' })).not.toBeInTheDocument();
  });

  it('says when there is no claim yet and points to the win history', async () => {
    getClaims.mockResolvedValue({ data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } });
    await renderRoute(appRoutes, '/members/prize-claims');
    expect(await screen.findByText('ยังไม่มีคำขอขึ้นเงินรางวัล')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูประวัติการถูกรางวัล' })).toHaveAttribute(
      'href',
      '/members/win-history',
    );
  });
});
