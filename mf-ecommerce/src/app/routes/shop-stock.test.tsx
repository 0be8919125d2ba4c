import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { on } from '@chokdee/shared-kernel/events';
import { SHOP_STOCK_MESSAGES, type ShopVariantRow } from '@chokdee/shared-contract/schemas/shop-stock';
import { endStaffSession, startStaffSession } from '@chokdee/shared-kernel/stores/staff-session';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

const PAGE = '/staff/shop-stock';
const ADMIN = '/admin/v1/shop-variants';
const SESSION = {
  token: 'staff-token',
  username: 'shop1',
  name: 'มานี ใจดี',
  expires_at: '2099-01-01T00:00:00+07:00',
};

const variant = (over: Partial<ShopVariantRow> = {}): ShopVariantRow => ({
  id: 7,
  product_code: 'AM0003',
  product_name: 'พระกริ่งพระธาตุ วัดสุทัศน์ รุ่น 3',
  name: 'ทองคำ',
  sub_name: 'เล็ก',
  price: 3559,
  price_today: 3559,
  stock: 3,
  reserved: 2,
  sold: 1,
  on_hand: 6,
  discount: null,
  discount_active: false,
  version: 4,
  ...over,
});

const page = (
  rows: ShopVariantRow[],
  meta: Partial<{ page: number; last_page: number; total: number }> = {},
) => jsonResponse({ data: rows, meta: { page: 1, per_page: 20, total: rows.length, last_page: 1, ...meta } });

type Handler = (url: URL, request: Request) => Response | Promise<Response> | undefined;
let api: FetchMock;
const calls = (pathname: string) => api.calls.filter((call) => new URL(call.url).pathname === pathname);
function mockApi(handler: Handler) {
  api = mockFetch(
    (request) =>
      handler(new URL(request.url), request) ??
      jsonResponse({ message: 'ไม่พบ', errors: [], status: 404 }, 404),
  );
}

const toasts: string[] = [];
let stopToasts: () => void;
beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
beforeEach(() => {
  endStaffSession();
  toasts.length = 0;
  stopToasts = on('toast:show', ({ message }) => toasts.push(message));
});
afterEach(() => {
  api?.restore();
  stopToasts();
});

async function openEdit() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'แก้ไขสต็อกและส่วนลด พระกริ่งพระธาตุ วัดสุทัศน์ รุ่น 3 ทองคำ · เล็ก' }),
  );
  return screen.findByRole('dialog', { name: 'สต็อกและส่วนลด: พระกริ่งพระธาตุ วัดสุทัศน์ รุ่น 3' });
}

it('without a staff session: asks to log in at the console and calls no API', async () => {
  mockApi(() => undefined);
  await renderRoute(appRoutes, PAGE);
  expect(
    screen.getByRole('heading', { name: 'กรุณาเข้าสู่ระบบเจ้าหน้าที่เพื่อจัดการสต็อกและส่วนลด' }),
  ).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('lists variants with the staff token; search and pager ask the server', async () => {
  startStaffSession(SESSION);
  mockApi((url) =>
    url.pathname === ADMIN
      ? page(
          [
            variant(),
            variant({
              id: 8,
              sub_name: 'ใหญ่',
              price_today: 3203,
              discount: { type: 'percent', amount: 10, starts_on: '2026-11-21', ends_on: '2026-11-30' },
              discount_active: true,
              stock: 0,
            }),
          ],
          { total: 45, last_page: 3 },
        )
      : undefined,
  );
  await renderRoute(appRoutes, PAGE);
  const table = await screen.findByRole('table', { name: 'สต็อกและส่วนลดของสินค้า' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent(/รุ่น 3.*AM0003.*ทองคำ · เล็ก.*3,559.*3,559.*3.*3.*—/);
  expect(second).toHaveTextContent(/ทองคำ · ใหญ่.*3,559.*3,203.*หมด.*ลด 10% · 21\/11\/2569–30\/11\/2569/);
  expect(screen.getByText('ตัวเลือกสินค้า 45 รายการ')).toBeInTheDocument();
  expect(calls(ADMIN)[0]?.headers.get('authorization')).toBe('Bearer staff-token');

  await userEvent.type(screen.getByRole('searchbox', { name: 'ค้นหาสินค้า' }), 'พระกริ่ง');
  await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
  await userEvent.click(await screen.findByRole('link', { name: 'หน้าถัดไป' }));
  await waitFor(() =>
    expect(new URL(calls(ADMIN).at(-1)!.url).searchParams.toString()).toBe(
      `page=2&per_page=20&q=${encodeURIComponent('พระกริ่ง')}`,
    ),
  );
});

it('saves a shelf count and a discount with Buddhist-era days; the row shows the new figures', async () => {
  startStaffSession(SESSION);
  let sent: unknown;
  mockApi((url, request) => {
    if (url.pathname === ADMIN) return page([variant()]);
    if (url.pathname === `${ADMIN}/7` && request.method === 'PUT')
      return request.json().then((body) => {
        sent = body;
        return jsonResponse({
          data: variant({
            stock: 9,
            on_hand: 12,
            price_today: 3203,
            discount: { type: 'percent', amount: 10, starts_on: null, ends_on: null },
            discount_active: true,
            version: 5,
          }),
        });
      });
    return undefined;
  });
  await renderRoute(appRoutes, PAGE);
  const dialog = await openEdit();
  expect(dialog).toHaveTextContent('พร้อมขาย3จองไว้ (รอชำระ)2ชำระแล้ว รอส่ง1');
  expect(within(dialog).getByText('นับรวมที่ผู้ซื้อจองหรือชำระแล้ว 3 ชิ้น จึงตั้งต่ำกว่านั้นไม่ได้')).toBeInTheDocument();

  const count = within(dialog).getByLabelText('จำนวนสินค้าในร้าน (ชิ้น)');
  await userEvent.clear(count);
  await userEvent.type(count, '12');
  await userEvent.selectOptions(within(dialog).getByLabelText('ชนิดส่วนลด'), 'ลดเป็นเปอร์เซ็นต์ (%)');
  await userEvent.type(within(dialog).getByLabelText('ลดกี่เปอร์เซ็นต์'), '10');
  expect(within(dialog).getByText('ผู้ซื้อจ่ายชิ้นละ 3,203 บาท (จาก 3,559 บาท)')).toBeInTheDocument();
  // The days are the kernel's Buddhist-era field: its trigger reads in Thai before a day is picked.
  expect(within(dialog).getByLabelText('เริ่มวันที่ (ไม่บังคับ)')).toHaveTextContent('เริ่มทันที');

  await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual({
    version: 4,
    on_hand: 12,
    discount: { type: 'percent', amount: 10, starts_on: null, ends_on: null },
  });
  expect(toasts).toEqual(['บันทึกสต็อกและส่วนลดแล้ว']);
  expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(/3,203.*9.*ลด 10%/);
});

it('a count below what buyers hold is stopped in Thai before it is sent; bad amounts too', async () => {
  startStaffSession(SESSION);
  mockApi((url) => (url.pathname === ADMIN ? page([variant()]) : undefined));
  await renderRoute(appRoutes, PAGE);
  const dialog = await openEdit();
  const count = within(dialog).getByLabelText('จำนวนสินค้าในร้าน (ชิ้น)');
  await userEvent.clear(count);
  await userEvent.type(count, '2');
  await userEvent.selectOptions(within(dialog).getByLabelText('ชนิดส่วนลด'), 'ลดเป็นจำนวนเงิน (บาท)');
  await userEvent.type(within(dialog).getByLabelText('ลดกี่บาทต่อชิ้น'), '5000');
  await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
  expect(await within(dialog).findByText(SHOP_STOCK_MESSAGES.stockBelowHeld(3))).toBeInTheDocument();
  expect(within(dialog).getByText(SHOP_STOCK_MESSAGES.bahtBelowPrice)).toBeInTheDocument();
  expect(count).toHaveAttribute('aria-invalid', 'true');
  expect(calls(`${ADMIN}/7`)).toHaveLength(0);
  // Nothing typed is lost; typing again takes the old message away.
  expect(count).toHaveValue('2');
  await userEvent.type(count, '0');
  expect(within(dialog).queryByText(SHOP_STOCK_MESSAGES.stockBelowHeld(3))).not.toBeInTheDocument();
  expect(count).not.toHaveAttribute('aria-invalid');
});

it('another staff member saved first: the Thai 409 shows, the newer figures come in, the typing stays', async () => {
  startStaffSession(SESSION);
  let puts = 0;
  mockApi((url, request) => {
    if (url.pathname === ADMIN) return page([variant()]);
    if (url.pathname === `${ADMIN}/7` && request.method === 'GET')
      return jsonResponse({ data: variant({ stock: 7, on_hand: 10, version: 5 }) });
    if (url.pathname === `${ADMIN}/7` && request.method === 'PUT') {
      puts += 1;
      return jsonResponse(
        { message: SHOP_STOCK_MESSAGES.editedByOther, errors: [], status: 409, code: 'edited_by_other' },
        409,
      );
    }
    return undefined;
  });
  await renderRoute(appRoutes, PAGE);
  const dialog = await openEdit();
  const count = within(dialog).getByLabelText('จำนวนสินค้าในร้าน (ชิ้น)');
  await userEvent.clear(count);
  await userEvent.type(count, '20');
  await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(SHOP_STOCK_MESSAGES.editedByOther);
  await waitFor(() => expect(dialog).toHaveTextContent('พร้อมขาย7'));
  expect(count).toHaveValue('20');
  expect(puts).toBe(1);
});
