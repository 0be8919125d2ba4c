import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RewardShipment } from '@chokdee/shared-contract/schemas/reward-shipments-admin';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { on } from '@chokdee/shared-kernel/events';
import {
  $staffSession,
  $staffSessionExpired,
  endStaffSession,
  startStaffSession,
} from '@chokdee/shared-kernel/stores/staff-session';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

const PAGE = '/staff/reward-shipments';
const LIST = '/admin/v1/reward-shipments';
const SESSION = {
  token: 'staff-token',
  username: 'owner',
  name: 'มานี ใจดี',
  expires_at: '2099-01-01T00:00:00+07:00',
};

const parcel = (over: Partial<RewardShipment> = {}): RewardShipment => ({
  kind: 'quest',
  id: 12,
  item_name: 'กระเป๋าผ้ามงคล',
  source: 'ซื้อครบ 5 ใบ รับกระเป๋าผ้า',
  quantity: 1,
  member: { name: 'สมชาย ใจดี', tel: '0812345678' },
  address: {
    recipient: 'สมชาย ใจดี',
    tel: '0812345678',
    address: '99/1 ถนนเจริญกรุง',
    sub_district: 'สี่พระยา',
    district: 'บางรัก',
    province: 'กรุงเทพมหานคร',
    zip_code: '10500',
  },
  remark: 'ฝากไว้ที่ป้อมยาม',
  status: 'prepare_to_ship',
  carrier: null,
  tracking_number: null,
  created_at: '2026-11-28T10:15:00.000+07:00',
  shipped_at: null,
  ...over,
});

const redemption = () =>
  parcel({
    kind: 'redemption',
    id: 5,
    item_name: 'สมุดโน้ตนำโชค',
    source: 'RD-7K2M9Q4T1B',
    quantity: 2,
    member: { name: 'มานี มีสุข', tel: null },
    address: null,
    remark: null,
  });

const page = (
  data: RewardShipment[],
  meta: Partial<{ page: number; total: number; last_page: number }> = {},
) =>
  jsonResponse({
    data,
    meta: { page: 1, per_page: 20, total: data.length, last_page: 1, ...meta },
  });

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

it('without a staff session: asks to log in at the console, which returns here, and calls no API', async () => {
  mockApi(() => undefined);
  await renderRoute(appRoutes, `${PAGE}?tab=shipped`);
  expect(screen.getByRole('heading', { name: 'กรุณาเข้าสู่ระบบเจ้าหน้าที่เพื่อจัดส่งของรางวัล' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'เข้าสู่ระบบเจ้าหน้าที่' })).toHaveAttribute(
    'href',
    `/admin?redirect_url=${encodeURIComponent(`${PAGE}?tab=shipped`)}`,
  );
  expect(api.calls).toHaveLength(0);
});

it('lists the waiting parcels with the address, pages on the server, and filters by tab and kind', async () => {
  startStaffSession(SESSION);
  mockApi((url) => {
    if (url.pathname !== LIST) return undefined;
    const q = Object.fromEntries(url.searchParams);
    if (q.tab === 'shipped')
      return page([
        parcel({
          status: 'shipped',
          carrier: 'kerry',
          tracking_number: 'KER123456789',
          shipped_at: '2026-11-29T09:00:00.000+07:00',
        }),
      ]);
    if (q.kind === 'redemption') return page([redemption()]);
    return q.page === '2'
      ? page([redemption()], { page: 2, total: 21, last_page: 2 })
      : page([parcel()], { total: 21, last_page: 2 });
  });
  const { router } = await renderRoute(appRoutes, PAGE);
  const list = await screen.findByRole('list', { name: 'ของรางวัลรอจัดส่ง' });
  const card = within(list).getByRole('article', { name: 'กระเป๋าผ้ามงคล' });
  expect(card).toHaveTextContent('ของรางวัลกิจกรรม');
  expect(card).toHaveTextContent('ซื้อครบ 5 ใบ รับกระเป๋าผ้า · ขอเมื่อ 28/11/69 10:15');
  expect(card).toHaveTextContent('สมชาย ใจดี · 0812345678');
  expect(card).toHaveTextContent('99/1 ถนนเจริญกรุง สี่พระยา บางรัก กรุงเทพมหานคร 10500');
  expect(card).toHaveTextContent('ฝากไว้ที่ป้อมยาม');
  expect(screen.getByText('รอจัดส่ง 21 รายการ')).toBeInTheDocument();
  const [first] = calls(LIST);
  expect(first?.headers.get('authorization')).toBe('Bearer staff-token');
  expect(Object.fromEntries(new URL(first!.url).searchParams)).toEqual({
    tab: 'waiting',
    kind: 'all',
    page: '1',
    per_page: '20',
  });

  await userEvent.click(screen.getByRole('link', { name: 'หน้าถัดไป' }));
  const second = await screen.findByRole('article', { name: 'สมุดโน้ตนำโชค × 2' });
  expect(router.state.location.search).toBe('?page=2');
  expect(second).toHaveTextContent('แลกแต้ม');
  expect(second).toHaveTextContent('สมาชิกยังไม่มีที่อยู่จัดส่ง กรุณาติดต่อสมาชิก');
  expect(within(second).getByRole('button', { name: 'จัดส่ง' })).toBeDisabled();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ประเภทรายการ' }), 'redemption');
  await waitFor(() => expect(router.state.location.search).toBe('?kind=redemption'));
  await screen.findByRole('article', { name: 'สมุดโน้ตนำโชค × 2' });

  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'สถานะการจัดส่ง' })).getByRole('button', {
      name: 'จัดส่งแล้ว',
    }),
  );
  const shipped = await screen.findByRole('list', { name: 'ของรางวัลจัดส่งแล้ว' });
  expect(router.state.location.search).toBe('?tab=shipped&kind=redemption');
  expect(shipped).toHaveTextContent('Kerry Express KER123456789 · ส่งเมื่อ 29/11/69 09:00');
  expect(within(shipped).queryByRole('button', { name: 'จัดส่ง' })).not.toBeInTheDocument();
});

it('ships with a carrier and a checked tracking number; the API refusal keeps what was typed', async () => {
  startStaffSession(SESSION);
  const sent: unknown[] = [];
  let shipped = false;
  mockApi((url, request) => {
    if (url.pathname === LIST) return page(shipped ? [] : [parcel()]);
    if (url.pathname === `${LIST}/quest/12/ship` && request.method === 'POST')
      return (request.json() as Promise<unknown>).then((body) => {
        sent.push(body);
        if (sent.length === 1)
          return jsonResponse({ message: 'รายการนี้จัดส่งไปแล้ว', errors: [], status: 409 }, 409);
        shipped = true;
        return jsonResponse({ data: parcel({ status: 'shipped' }) });
      });
    return undefined;
  });
  await renderRoute(appRoutes, PAGE);
  const card = await screen.findByRole('article', { name: 'กระเป๋าผ้ามงคล' });
  await userEvent.click(within(card).getByRole('button', { name: 'จัดส่ง' }));
  const dialog = screen.getByRole('dialog', { name: 'จัดส่งของรางวัล' });
  const carrier = within(dialog).getByRole('combobox', { name: /บริษัทขนส่ง/ });
  const tracking = within(dialog).getByRole('textbox', { name: /เลขพัสดุ/ });
  expect(
    within(carrier)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([
    'เลือกบริษัทขนส่ง',
    'ไปรษณีย์ไทย',
    'Kerry Express',
    'Flash Express',
    'J&T Express',
    'Ninja Van',
    'BEST Express',
  ]);

  await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการจัดส่ง' }));
  expect(carrier).toHaveAccessibleDescription('กรุณาเลือกบริษัทขนส่ง');
  expect(tracking).toHaveAccessibleDescription(expect.stringContaining('กรุณากรอกเลขพัสดุ'));

  await userEvent.selectOptions(carrier, 'thailand_post');
  await userEvent.type(tracking, 'EF12345');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการจัดส่ง' }));
  expect(tracking).toHaveAttribute('aria-invalid', 'true');
  expect(tracking).toHaveAccessibleDescription(expect.stringContaining('ลงท้ายด้วย TH'));
  expect(sent).toHaveLength(0);

  await userEvent.clear(tracking);
  await userEvent.type(tracking, 'ef 123456789 th');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการจัดส่ง' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('รายการนี้จัดส่งไปแล้ว');
  expect(tracking).toHaveValue('ef 123456789 th');

  await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการจัดส่ง' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([
    { carrier: 'thailand_post', tracking_number: 'EF123456789TH' },
    { carrier: 'thailand_post', tracking_number: 'EF123456789TH' },
  ]);
  expect(await screen.findByText('ไม่มีของรางวัลที่รอจัดส่ง')).toBeInTheDocument();
  expect(toasts).toEqual(['จัดส่ง “กระเป๋าผ้ามงคล” แล้ว เลขพัสดุ EF123456789TH']);
  expect(calls(`${LIST}/quest/12/ship`)[0]?.headers.get('authorization')).toBe('Bearer staff-token');
});

it('a 401 (expired or revoked staff token) ends the session and shows the login with a Thai line', async () => {
  startStaffSession(SESSION);
  mockApi((url) =>
    url.pathname === LIST
      ? jsonResponse({ message: 'กรุณาเข้าสู่ระบบ', errors: [], status: 401 }, 401)
      : undefined,
  );
  await renderRoute(appRoutes, PAGE);
  expect(await screen.findByRole('status')).toHaveTextContent('การเข้าสู่ระบบหมดเวลาแล้ว กรุณาเข้าสู่ระบบอีกครั้ง');
  expect($staffSession.get()).toBeNull();
  expect($staffSessionExpired.get()).toBe(true);
});
