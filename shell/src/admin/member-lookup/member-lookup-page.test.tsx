import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { MEMBER_LOOKUP_MESSAGES, type MemberLookup } from '@chokdee/shared-contract/schemas/member-lookup';
import { apiError, mockApi, on } from '../../content/testing/content-api';
import { loggedInAsStaff, meAs, renderConsoleAt } from '../testing/console-test-setup';

jest.setTimeout(20_000);

const FOUND: MemberLookup = {
  member: { id: 5, name: 'สมชาย ใจดี', tel: '0812345678', joined_at: '2026-01-05T10:00:00+07:00' },
  lottery_orders: [
    {
      code: 'ORD-0009',
      store_name: 'ร้านสมชายลอตเตอรี่',
      draw_date: '2026-12-01',
      status: 'ordered',
      ticket_count: 2,
      total_amount: 160,
      created_at: '2026-11-28T09:00:00+07:00',
    },
  ],
  shop_purchases: [
    {
      code: 'SH-0042',
      stage: 'shipped',
      status: 'ordered',
      total_amount: 3039,
      created_at: '2026-11-27T09:00:00+07:00',
      parcels: [{ carrier: 'kerry', tracking_no: 'KEX1234567890' }],
    },
  ],
  reward_parcels: [],
};

let api: FetchMock;
loggedInAsStaff();
afterEach(() => api?.restore());

test("support types the member's phone and reads their orders, purchases and parcels", async () => {
  api = mockApi(
    meAs(['support']),
    on('/admin/v1/member-lookup', (url) =>
      url.searchParams.get('tel') === '081 234 5678'
        ? { data: FOUND }
        : apiError(404, MEMBER_LOOKUP_MESSAGES.notFound),
    ),
  );
  const router = renderConsoleAt('/admin/member-lookup');
  await userEvent.type(await screen.findByRole('textbox', { name: 'เบอร์โทรศัพท์ของสมาชิก' }), '081 234 5678');
  await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
  await waitFor(() => expect(router.state.location.search).toBe('?tel=081+234+5678'));

  expect(await screen.findByRole('heading', { name: 'สมชาย ใจดี' })).toBeInTheDocument();
  expect(screen.getByText('โทร 081 234 5678')).toBeInTheDocument();
  const lottery = screen.getByRole('list', { name: 'คำสั่งซื้อสลาก (1)' });
  expect(within(lottery).getByRole('listitem')).toHaveTextContent('ORD-0009');
  expect(within(lottery).getByRole('listitem')).toHaveTextContent('งวด 01/12/2569');
  const shop = screen.getByRole('list', { name: 'คำสั่งซื้อร้านค้า (1)' });
  expect(within(shop).getByRole('listitem')).toHaveTextContent('จัดส่งแล้ว');
  expect(within(shop).getByRole('listitem')).toHaveTextContent('Kerry Express · เลขพัสดุ KEX1234567890');
  expect(screen.getByText('ยังไม่มีของรางวัลที่ต้องจัดส่ง')).toBeInTheDocument();
  // Read only: nothing here changes an order.
  expect(screen.queryByRole('button', { name: /ยืนยัน|จัดส่ง|ยกเลิก/ })).toBeNull();
});

test('an unknown phone says so in Thai', async () => {
  api = mockApi(
    meAs(['support']),
    on('/admin/v1/member-lookup', () => apiError(404, MEMBER_LOOKUP_MESSAGES.notFound)),
  );
  renderConsoleAt('/admin/member-lookup?tel=0800000000');
  expect(await screen.findByRole('alert')).toHaveTextContent(MEMBER_LOOKUP_MESSAGES.notFound);
});

test('a reviewer has no look-up link and the page refuses them', async () => {
  api = mockApi(meAs(['reviewer']));
  renderConsoleAt('/admin/member-lookup');
  expect(await screen.findByRole('alert')).toHaveTextContent('บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ค้นหาข้อมูลสมาชิก');
  expect(api.calls.some((call) => call.url.includes('/member-lookup'))).toBe(false);
});
