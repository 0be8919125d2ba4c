import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { on } from '@chokdee/shared-kernel/events';
import type { ShopOrderDetail, ShopOrderRow } from '@chokdee/shared-contract/schemas/shop-admin';
import {
  $staffSession,
  $staffSessionExpired,
  endStaffSession,
  startStaffSession,
} from '@chokdee/shared-kernel/stores/staff-session';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

const PAGE = '/staff/shop-orders';
const ADMIN = '/admin/v1/shop-purchases';
const SESSION = {
  token: 'staff-token',
  username: 'owner',
  name: 'มานี ใจดี',
  expires_at: '2099-01-01T00:00:00+07:00',
};

const row = (over: Partial<ShopOrderRow> = {}): ShopOrderRow => ({
  id: 41,
  code: 'P2611280001',
  status: 'slip_uploaded',
  stage: 'awaiting_check',
  member_name: 'สมชาย',
  recipient: 'สมชาย ใจดี',
  tel: '0812345678',
  total_quantity: 2,
  total_amount: 1980,
  created_at: '2026-11-28T10:15:00+07:00',
  slip_uploaded_at: '2026-11-28T10:20:00+07:00',
  ...over,
});

const detail = (over: Partial<ShopOrderDetail> = {}): ShopOrderDetail => ({
  id: 41,
  code: 'P2611280001',
  status: 'slip_uploaded',
  stage: 'awaiting_check',
  member_name: 'สมชาย',
  address: {
    recipient: 'สมชาย ใจดี',
    tel: '0812345678',
    address: '99/1 ถนนเจริญกรุง',
    sub_district: 'สี่พระยา',
    district: 'บางรัก',
    province: 'กรุงเทพมหานคร',
    zip_code: '10500',
  },
  items: [
    {
      product_code: 'AM0013',
      product_name: 'พระสมเด็จ',
      variant_name: 'ทองเหลือง',
      sub_variant_name: null,
      image_url: '/static/shop/a.webp',
      shop: { code: 'S1', name: 'ร้านพระดี' },
      quantity: 2,
      price: 990,
      original_price: 990,
      total_price: 1980,
      certificate_codes: [],
    },
  ],
  total_quantity: 2,
  total_amount: 1980,
  original_total_amount: 1980,
  pay_before: '2026-11-28T10:30:00+07:00',
  now: '2026-11-28T10:25:00+07:00',
  payment_channel: 'promptpay',
  has_slip: true,
  slip_uploaded_at: '2026-11-28T10:20:00+07:00',
  confirmed_at: null,
  staff_reason: null,
  created_at: '2026-11-28T10:15:00+07:00',
  payment: { promptpay_id: '0812345678', promptpay_qr: null },
  shipments: [],
  slip_path: `${ADMIN}/41/slip`,
  shop_account: { label: 'พร้อมเพย์ของร้าน', promptpay_id: '0899999999' },
  ...over,
});

const page = (rows: ShopOrderRow[], meta: Partial<{ page: number; last_page: number; total: number }> = {}) =>
  jsonResponse({ data: rows, meta: { page: 1, per_page: 20, total: rows.length, last_page: 1, ...meta } });

type Handler = (url: URL, request: Request) => Response | Promise<Response> | undefined;
let api: FetchMock;
const calls = (pathname: string) => api.calls.filter((call) => new URL(call.url).pathname === pathname);

function mockApi(handler: Handler) {
  api = mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === `${ADMIN}/41/slip`) return new Response(new Blob(['png'], { type: 'image/png' }));
    return handler(url, request) ?? jsonResponse({ message: 'ไม่พบ', errors: [], status: 404 }, 404);
  });
}

const toasts: string[] = [];
let stopToasts: () => void;
beforeAll(() => {
  configureApi({ publicUrl: 'http://api.test' });
  URL.createObjectURL = () => 'blob:slip';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  endStaffSession();
  toasts.length = 0;
  stopToasts = on('toast:show', ({ message }) => toasts.push(message));
});
afterEach(() => {
  api?.restore();
  stopToasts();
});

async function openOrder() {
  await userEvent.click(await screen.findByRole('button', { name: 'ดูคำสั่งซื้อ P2611280001' }));
  return screen.findByRole('dialog', { name: 'คำสั่งซื้อ P2611280001' });
}

it('without a staff session: asks to log in at the console and calls no API', async () => {
  mockApi(() => undefined);
  await renderRoute(appRoutes, `${PAGE}?stage=paid`);
  expect(screen.getByRole('heading', { name: 'กรุณาเข้าสู่ระบบเจ้าหน้าที่เพื่อจัดการคำสั่งซื้อ' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'เข้าสู่ระบบเจ้าหน้าที่' })).toHaveAttribute(
    'href',
    `/admin?redirect_url=${encodeURIComponent(`${PAGE}?stage=paid`)}`,
  );
  expect(api.calls).toHaveLength(0);
});

it('lists a stage with the staff token; tabs, search, sort and the pager ask the server', async () => {
  startStaffSession(SESSION);
  mockApi((url) => (url.pathname === ADMIN ? page([row()], { total: 45, last_page: 3 }) : undefined));
  await renderRoute(appRoutes, PAGE);
  const table = await screen.findByRole('table', { name: 'คำสั่งซื้อทั้งหมด' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
    /P2611280001.*สมชาย.*ผู้รับ สมชาย ใจดี.*0812345678.*1,980.*รอตรวจสลิป.*28\/11\/69 10:15/,
  );
  expect(screen.getByText('คำสั่งซื้อทั้งหมด 45 รายการ')).toBeInTheDocument();
  expect(calls(ADMIN)[0]?.headers.get('authorization')).toBe('Bearer staff-token');

  await userEvent.click(screen.getByRole('button', { name: 'รอตรวจสลิป' }));
  await screen.findByRole('table', { name: 'คำสั่งซื้อรอตรวจสลิป' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'ค้นหาคำสั่งซื้อ' }), '081-234');
  await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'เรียงตาม' }), 'ยอดมากไปน้อย');
  await userEvent.click(await screen.findByRole('link', { name: 'หน้าถัดไป' }));
  await waitFor(() =>
    expect(new URL(calls(ADMIN).at(-1)!.url).search).toBe(
      '?sort=amount_desc&page=2&per_page=20&stage=awaiting_check&q=081-234',
    ),
  );
  expect(screen.getByText('หน้า 1 จาก 3')).toBeInTheDocument();
});

it('shows the slip beside the amount and the shop account; confirm asks first, then the list reads again', async () => {
  startStaffSession(SESSION);
  let confirmed = false;
  mockApi((url, request) => {
    if (url.pathname === ADMIN) return page([confirmed ? row({ status: 'ordered', stage: 'paid' }) : row()]);
    if (url.pathname === `${ADMIN}/41`)
      return jsonResponse({
        data: detail({ slip_reference: { sending_bank: '014', transaction_ref: '2026112810200SCB7' } }),
      });
    if (url.pathname === `${ADMIN}/41/confirm-payment` && request.method === 'POST') {
      confirmed = true;
      return jsonResponse({ data: detail({ status: 'ordered', stage: 'paid' }) });
    }
    return undefined;
  });
  await renderRoute(appRoutes, PAGE);
  const dialog = await openOrder();
  const payment = await within(dialog).findByRole('region', { name: 'การชำระเงิน' });
  await waitFor(() =>
    expect(within(payment).getByRole('img', { name: 'สลิปของคำสั่งซื้อ P2611280001' })).toHaveAttribute(
      'src',
      'blob:slip',
    ),
  );
  expect(payment).toHaveTextContent('ยอดที่ต้องชำระ1,980 บาท');
  expect(payment).toHaveTextContent('บัญชีร้านค้าพร้อมเพย์ของร้าน 0899999999');
  // The reference read from the slip's QR, beside it, for the staff to match against the bank.
  expect(payment).toHaveTextContent('เลขอ้างอิงการโอน (QR ในสลิป)2026112810200SCB7 · ธนาคารไทยพาณิชย์ (014)');
  expect(calls(`${ADMIN}/41/slip`)[0]?.headers.get('authorization')).toBe('Bearer staff-token');

  await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการชำระเงิน' }));
  const ask = screen.getByRole('alertdialog', { name: 'ยืนยันการชำระเงิน' });
  expect(ask).toHaveTextContent('ยอด 1,980 บาท ตรงกับสลิปของ P2611280001 ใช่หรือไม่');
  expect(confirmed).toBe(false);
  await userEvent.click(within(ask).getByRole('button', { name: 'ยืนยันการชำระเงิน' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(toasts).toEqual(['ยืนยันการชำระเงิน P2611280001 แล้ว']);
  expect(within(dialog).getByRole('button', { name: 'จัดส่งสินค้า' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'พิมพ์ใบปะหน้า' })).toBeInTheDocument();
  await waitFor(() => expect(calls(ADMIN)).toHaveLength(2));
});

it('a second staff member gets the Thai 409 in the dialog and nothing changes', async () => {
  startStaffSession(SESSION);
  mockApi((url) => {
    if (url.pathname === ADMIN) return page([row()]);
    if (url.pathname === `${ADMIN}/41`) return jsonResponse({ data: detail() });
    if (url.pathname === `${ADMIN}/41/confirm-payment`)
      return jsonResponse({ message: 'รายการนี้ไม่ได้รอตรวจสลิปแล้ว', errors: [], status: 409 }, 409);
    return undefined;
  });
  await renderRoute(appRoutes, PAGE);
  const dialog = await openOrder();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'ยืนยันการชำระเงิน' }));
  const ask = screen.getByRole('alertdialog', { name: 'ยืนยันการชำระเงิน' });
  await userEvent.click(within(ask).getByRole('button', { name: 'ยืนยันการชำระเงิน' }));
  expect(await within(ask).findByText('รายการนี้ไม่ได้รอตรวจสลิปแล้ว')).toBeInTheDocument();
  expect(toasts).toEqual([]);
});

it('refuses a slip with a required reason the buyer will read', async () => {
  startStaffSession(SESSION);
  const sent: unknown[] = [];
  mockApi((url, request) => {
    if (url.pathname === ADMIN) return page([row()]);
    if (url.pathname === `${ADMIN}/41`) return jsonResponse({ data: detail() });
    if (url.pathname === `${ADMIN}/41/refuse-payment`)
      return (request.json() as Promise<{ reason: string }>).then((body) => {
        sent.push(body);
        return jsonResponse({ data: detail({ status: 'reserved', stage: null, staff_reason: body.reason }) });
      });
    return undefined;
  });
  await renderRoute(appRoutes, PAGE);
  const dialog = await openOrder();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'ไม่อนุมัติสลิป' }));
  const refuse = screen.getByRole('dialog', { name: 'ไม่อนุมัติสลิป' });
  await userEvent.click(within(refuse).getByRole('button', { name: 'ไม่อนุมัติสลิป' }));
  expect(within(refuse).getByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
  expect(sent).toEqual([]);
  await userEvent.type(within(refuse).getByRole('textbox', { name: /เหตุผลที่ไม่อนุมัติสลิป/ }), 'ยอดโอนไม่ครบ');
  await userEvent.click(within(refuse).getByRole('button', { name: 'ไม่อนุมัติสลิป' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ไม่อนุมัติสลิป' })).not.toBeInTheDocument());
  expect(sent).toEqual([{ reason: 'ยอดโอนไม่ครบ' }]);
  expect(dialog).toHaveTextContent('เหตุผลที่แจ้งผู้ซื้อ: ยอดโอนไม่ครบ');
});

it('ships with a carrier and a checked tracking number; the packing slip is on the page for print', async () => {
  startStaffSession(SESSION);
  const sent: unknown[] = [];
  const paid = detail({ status: 'ordered', stage: 'packing' });
  mockApi((url, request) => {
    if (url.pathname === ADMIN) return page([row({ status: 'ordered', stage: 'packing' })]);
    if (url.pathname === `${ADMIN}/41`) return jsonResponse({ data: paid });
    if (url.pathname === `${ADMIN}/41/ship`)
      return (request.json() as Promise<object>).then((body) => {
        sent.push(body);
        return jsonResponse({
          data: {
            ...paid,
            stage: 'shipped',
            shipments: [
              {
                id: 5,
                shop: { code: 'S1', name: 'ร้านพระดี' },
                status: 'shipped',
                tracking_no: 'EB123456789TH',
                carrier: 'ไปรษณีย์ไทย',
                logs: [],
              },
            ],
          },
        });
      });
    return undefined;
  });
  const print = jest.fn();
  window.print = print;
  await renderRoute(appRoutes, PAGE);
  const dialog = await openOrder();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'พิมพ์ใบปะหน้า' }));
  expect(print).toHaveBeenCalledTimes(1);
  const slip = document.querySelector('[data-print-root]');
  expect(slip).toHaveTextContent('ใบปะหน้าพัสดุP2611280001');
  expect(slip).toHaveTextContent('สมชาย ใจดี โทร 0812345678');
  expect(slip).toHaveTextContent('พระสมเด็จ (AM0013)ทองเหลือง2');

  await userEvent.click(within(dialog).getByRole('button', { name: 'จัดส่งสินค้า' }));
  const ship = screen.getByRole('dialog', { name: 'จัดส่งคำสั่งซื้อ P2611280001' });
  await userEvent.click(within(ship).getByRole('button', { name: 'บันทึกการจัดส่ง' }));
  expect(within(ship).getByText('กรุณาเลือกบริษัทขนส่ง')).toBeInTheDocument();
  await userEvent.selectOptions(within(ship).getByRole('combobox', { name: /บริษัทขนส่ง/ }), 'ไปรษณีย์ไทย');
  await userEvent.type(within(ship).getByRole('textbox', { name: /เลขพัสดุ/ }), '1234');
  await userEvent.click(within(ship).getByRole('button', { name: 'บันทึกการจัดส่ง' }));
  expect(within(ship).getByText(/ต้องเป็นตัวอักษร 2 ตัว ตัวเลข 9 หลัก/)).toBeInTheDocument();
  expect(sent).toEqual([]);
  const tracking = within(ship).getByRole('textbox', { name: /เลขพัสดุ/ });
  await userEvent.clear(tracking);
  await userEvent.type(tracking, 'eb123456789th');
  await userEvent.click(within(ship).getByRole('button', { name: 'บันทึกการจัดส่ง' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /จัดส่งคำสั่งซื้อ/ })).not.toBeInTheDocument());
  expect(sent).toEqual([{ carrier: 'thailand_post', tracking_no: 'EB123456789TH' }]);
  expect(dialog).toHaveTextContent('ไปรษณีย์ไทย · เลขพัสดุ EB123456789TH');
  expect(within(dialog).getByRole('button', { name: 'ผู้ซื้อได้รับสินค้าแล้ว' })).toBeInTheDocument();
});

it('a 401 ends the staff session and brings the login back', async () => {
  startStaffSession(SESSION);
  mockApi((url) =>
    url.pathname === ADMIN
      ? jsonResponse({ message: 'กรุณาเข้าสู่ระบบ', errors: [], status: 401 }, 401)
      : undefined,
  );
  await renderRoute(appRoutes, PAGE);
  expect(await screen.findByText('การเข้าสู่ระบบหมดเวลาแล้ว กรุณาเข้าสู่ระบบอีกครั้ง')).toBeInTheDocument();
  expect($staffSession.get()).toBeNull();
  expect($staffSessionExpired.get()).toBe(true);
});

it('downloads the list as the screen filters it, as a CSV file, with the staff token', async () => {
  startStaffSession(SESSION);
  mockApi((url) => {
    if (url.pathname === ADMIN) return page([row()]);
    if (url.pathname === `${ADMIN}/export.csv`)
      return new Response('\uFEFFรหัสคำสั่งซื้อ\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    return undefined;
  });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  await renderRoute(appRoutes, `${PAGE}?stage=awaiting_check&q=${encodeURIComponent('สมชาย')}&sort=oldest`);
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลด CSV' }));
  await waitFor(() => expect(toasts).toEqual(['ดาวน์โหลดไฟล์ CSV แล้ว']));
  const asked = calls(`${ADMIN}/export.csv`);
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!.url).searchParams.toString()).toBe(
    `sort=oldest&stage=awaiting_check&q=${encodeURIComponent('สมชาย')}`,
  );
  expect(asked[0]?.headers.get('authorization')).toBe('Bearer staff-token');
  expect(saved).toEqual([expect.stringMatching(/^shop-orders-\d{4}-\d{2}-\d{2}\.csv$/)]);
  click.mockRestore();
});

it('a staff member without the shop role is told in Thai that the download is not theirs', async () => {
  startStaffSession(SESSION);
  mockApi((url) => {
    if (url.pathname === ADMIN) return page([row()]);
    if (url.pathname === `${ADMIN}/export.csv`)
      return jsonResponse({ message: 'ไม่มีสิทธิ์', errors: [], status: 403 }, 403);
    return undefined;
  });
  await renderRoute(appRoutes, PAGE);
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลด CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('บัญชีนี้ไม่มีสิทธิ์ดาวน์โหลดรายการคำสั่งซื้อ');
});
