import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { fetchStores, type StorePage } from '@chokdee/shared-kernel/api/stores';
import { setCurrentStore } from '@chokdee/shared-kernel/stores/current-store';
import type { StoreSummary } from '@chokdee/shared-contract/schemas/store';
import { storeSummaryFixture } from '../../features/stores/__fixtures__/stores';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/stores', () => ({ fetchStores: jest.fn(), fetchStore: jest.fn() }));

const stores = jest.mocked(fetchStores);

function page(data: StoreSummary[], meta: Partial<StorePage['meta']> = {}): StorePage {
  return { data, meta: { page: 1, per_page: 12, total: data.length, last_page: 1, ...meta } };
}

const verified = storeSummaryFixture();
const closed = storeSummaryFixture({
  code: 'S2',
  user_code: 'dealer-2',
  name: 'ร้านเฮงเฮง',
  verify_status: 'pending',
  is_store_open: false,
  available_count: 40,
});
const soldOut = storeSummaryFixture({
  code: 'S3',
  user_code: 'dealer-3',
  name: 'ร้านรวยทรัพย์',
  is_sold_out: true,
});

beforeEach(() => {
  setCurrentStore(null);
  stores.mockReset().mockResolvedValue(page([verified, closed, soldOut]));
});

describe('dealers page', () => {
  it('lists the stores with verified badge, open, closed and sold-out labels, prices and counts', async () => {
    await renderRoute(appRoutes, '/dealers');
    const list = await screen.findByRole('list', { name: 'ร้านค้า' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    expect(within(cards[0]!).getByRole('link', { name: 'ร้านโชคดีมีชัย' })).toHaveAttribute(
      'href',
      '/dealers/dealer-1',
    );
    expect(cards[0]).toHaveTextContent('ยืนยันตัวตนแล้ว');
    expect(cards[0]).toHaveTextContent('เปิดขาย');
    expect(cards[0]).toHaveTextContent('ชุดเล็ก80 บาท');
    expect(cards[0]).toHaveTextContent('ชุดใหญ่100 บาท');
    expect(cards[0]).toHaveTextContent('มีสลากพร้อมขาย 12,345 ใบ');

    expect(cards[1]).not.toHaveTextContent('ยืนยันตัวตนแล้ว');
    expect(cards[1]).toHaveTextContent('ปิดการขาย');
    expect(cards[2]).toHaveTextContent('ขายหมดแล้ว');
    expect(screen.getByText('พบ 3 ร้าน')).toBeInTheDocument();
  });

  it('searches by name and verification through the URL', async () => {
    const user = userEvent.setup();
    const view = await renderRoute(appRoutes, '/dealers');
    await screen.findByRole('list', { name: 'ร้านค้า' });

    await user.type(screen.getByRole('searchbox', { name: 'ค้นหาร้านค้า' }), 'โชคดี');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() =>
      expect(stores).toHaveBeenLastCalledWith({ q: 'โชคดี', verified: undefined, page: 1, per_page: 12 }),
    );
    expect(view.pathname()).toBe('/dealers');

    await user.click(screen.getByRole('checkbox', { name: 'เฉพาะร้านที่ยืนยันตัวตนแล้ว' }));
    await waitFor(() =>
      expect(stores).toHaveBeenLastCalledWith({ q: 'โชคดี', verified: 'true', page: 1, per_page: 12 }),
    );
  });

  it('pages through a long list', async () => {
    const user = userEvent.setup();
    stores.mockResolvedValue(page([verified], { total: 30, last_page: 3 }));
    await renderRoute(appRoutes, '/dealers');
    expect(await screen.findByText('หน้า 1 จาก 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ก่อนหน้า' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(stores).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
  });

  it('says so in Thai when nothing matches, with a way back', async () => {
    const user = userEvent.setup();
    stores.mockResolvedValue(page([]));
    await renderRoute(appRoutes, '/dealers?q=zzz');
    expect(await screen.findByText('ไม่พบร้านค้าที่ตรงกับ “zzz”')).toBeInTheDocument();
    stores.mockResolvedValue(page([verified]));
    await user.click(screen.getByRole('button', { name: 'ล้างการค้นหา' }));
    expect(await screen.findByRole('link', { name: 'ร้านโชคดีมีชัย' })).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    const user = userEvent.setup();
    stores.mockRejectedValueOnce(new ApiRequestError({ message: 'ระบบขัดข้อง', errors: [], status: 503 }));
    await renderRoute(appRoutes, '/dealers');
    expect(await screen.findByText('โหลดรายชื่อร้านค้าไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByText('ระบบขัดข้อง')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    expect(await screen.findByRole('list', { name: 'ร้านค้า' })).toBeInTheDocument();
  });

  it('greets a member at /members/dealers with their last store', async () => {
    setCurrentStore({ code: 'S1', userRef: 'dealer-1', name: 'ร้านโชคดีมีชัย' });
    await renderRoute(appRoutes, '/members/dealers');
    expect(await screen.findByRole('heading', { level: 1, name: 'ซื้อลอตเตอรี่' })).toBeInTheDocument();
    expect(screen.getByText(/ร้านล่าสุดของท่าน/)).toBeInTheDocument();
    expect(within(screen.getByText(/ร้านล่าสุดของท่าน/)).getByRole('link')).toHaveAttribute(
      'href',
      '/dealers/dealer-1',
    );
  });
});
