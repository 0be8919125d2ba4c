import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { apiError, mockApi, on, pageOf, type ApiRoute } from '../../content/testing/content-api';
import { loggedInAsStaff, meAs, renderConsoleAt } from '../testing/console-test-setup';

jest.setTimeout(20_000);

const claim = (overrides: Partial<DealerPrizeClaim> = {}): DealerPrizeClaim => ({
  id: 5,
  code: 'PC-000005',
  ticket_id: 91,
  number: '123456',
  set_no: 12,
  order_code: 'OD-1001',
  draw_date: '2026-11-16',
  store_name: 'ร้านโชคดีสาขาลาดพร้าว',
  prizes: [{ tier: 'second', name: 'รางวัลที่ 2', amount_satang: 20_000_000 }],
  prize_satang: 20_000_000,
  deductions: [
    { key: 'stamp_duty', name: 'อากรแสตมป์', rate_bps: 50, amount_satang: 100_000 },
    { key: 'dealer_fee', name: 'ค่าบริการขึ้นเงินรางวัล', rate_bps: 150, amount_satang: 300_050 },
  ],
  net_satang: 19_599_950,
  kind: 'transfer',
  status: 'requested',
  bank_account: {
    bank_code: 'KBANK',
    bank_name: 'ธนาคารกสิกรไทย',
    account_number: '1234567890',
    account_name: 'สมศรี ใจงาม',
  },
  refuse_reason: null,
  has_payout_slip: false,
  requested_at: '2026-11-17T09:15:00.000+07:00',
  checking_at: null,
  settled_at: null,
  refused_at: null,
  member: { name: 'สมศรี ใจงาม', phone: '0812345678' },
  ...overrides,
});

const inPerson = (overrides: Partial<DealerPrizeClaim> = {}) =>
  claim({
    id: 6,
    code: 'PC-000006',
    number: '654321',
    kind: 'in_person',
    bank_account: null,
    prizes: [{ tier: 'first', name: 'รางวัลที่ 1', amount_satang: 600_000_000 }],
    prize_satang: 600_000_000,
    deductions: [{ key: 'stamp_duty', name: 'อากรแสตมป์', rate_bps: 50, amount_satang: 3_000_000 }],
    net_satang: 597_000_000,
    member: { name: 'สมชาย ดีใจ', phone: '0898765432' },
    ...overrides,
  });

/** A handler that reads the request's body (JSON or multipart) before answering. */
const onPost =
  (pathname: string, answer: (request: Request) => Promise<Response>): ApiRoute =>
  (url, request) =>
    url.pathname === pathname && request.method === 'POST' ? answer(request) : undefined;

let api: FetchMock;
loggedInAsStaff();
afterEach(() => api?.restore());

const listCalls = () =>
  api.calls.map((call) => new URL(call.url)).filter((url) => url.pathname === '/admin/v1/prize-claims');
const stepCalls = (id: number) =>
  api.calls.filter((call) => new URL(call.url).pathname === `/admin/v1/prize-claims/${id}/steps`);
const rowOf = (code: string) => screen.getByRole('row', { name: new RegExp(code) });

test('payout staff read every store’s claims: who, which ticket, how much to which account', async () => {
  api = mockApi(
    meAs(['payout']),
    on('/admin/v1/prize-claims', () =>
      pageOf(
        [
          claim(),
          inPerson({
            status: 'refused',
            refuse_reason: 'สลากฉีกขาดจนอ่านเลขไม่ได้',
            refused_at: '2026-11-18T10:00:00.000+07:00',
          }),
        ],
        { per_page: 20, total: 2 },
      ),
    ),
  );
  renderConsoleAt('/admin/prize-claims');
  const table = await screen.findByRole('table', { name: 'คำขอขึ้นเงินรางวัลทั้งหมด' });
  expect(screen.getByText('พบ 2 รายการ')).toBeInTheDocument();
  const row = within(table).getByRole('row', { name: /PC-000005/ });
  expect(row).toHaveTextContent('ร้านโชคดีสาขาลาดพร้าว');
  expect(row).toHaveTextContent('สมศรี ใจงาม');
  expect(row).toHaveTextContent('081 234 5678');
  expect(row).toHaveTextContent('123456');
  expect(within(row).getByText('ชุดที่ 12')).toBeInTheDocument();
  expect(within(row).getByText('งวด 16/11/2569')).toBeInTheDocument();
  expect(row).toHaveTextContent('โอนเข้าบัญชี');
  expect(within(row).getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
  expect(within(row).getByText('123-4-56789-0')).toBeInTheDocument();
  expect(row).toHaveTextContent('195,999.50 บาท');
  expect(row).toHaveTextContent('ส่งคำขอแล้ว');
  // The detail: the prize less each deduction, to the satang.
  expect(within(row).getByText('รวมเงินรางวัล').nextSibling).toHaveTextContent('200,000.00 บาท');
  expect(within(row).getByText('หักอากรแสตมป์ 0.5%').nextSibling).toHaveTextContent('−1,000.00 บาท');
  expect(within(row).getByText('หักค่าบริการขึ้นเงินรางวัล 1.5%').nextSibling).toHaveTextContent('−3,000.50 บาท');
  expect(within(row).getByRole('button', { name: 'เริ่มตรวจสอบ PC-000005' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'ไม่อนุมัติ PC-000005' })).toBeInTheDocument();

  const refused = within(table).getByRole('row', { name: /PC-000006/ });
  expect(refused).toHaveTextContent('ขึ้นเงินด้วยตนเองที่ สนง.สลากฯ');
  expect(refused).toHaveTextContent('5,970,000.00 บาท');
  expect(refused).toHaveTextContent('ไม่อนุมัติ');
  expect(refused).toHaveTextContent('เหตุผล: สลากฉีกขาดจนอ่านเลขไม่ได้');
  expect(within(refused).queryByRole('button')).not.toBeInTheDocument();
});

test('the status and the draw go to the URL and into the list’s question, a page at a time', async () => {
  api = mockApi(
    meAs(['payout']),
    on('/public/v2/lottery-draws', () => ({
      data: ['2026-11-16', '2026-11-01'].map((day, i) => ({
        id: i + 1,
        draw_date: day,
        sale_start_date: '2026-10-17T06:00:00+07:00',
        sale_end_date: '2026-11-15T18:00:00+07:00',
        is_sale_open: false,
        has_results: true,
      })),
    })),
    on('/admin/v1/prize-claims', (url) =>
      pageOf([claim()], {
        page: Number(url.searchParams.get('page') ?? 1),
        per_page: 20,
        total: 45,
        last_page: 3,
      }),
    ),
  );
  const router = renderConsoleAt('/admin/prize-claims');
  await screen.findByRole('table');
  expect(listCalls()[0]?.searchParams.toString()).toBe('page=1&per_page=20');

  await userEvent.click(screen.getByRole('button', { name: 'กำลังตรวจสอบสลาก' }));
  await waitFor(() => expect(router.state.location.search).toBe('?status=checking'));
  const draw = screen.getByRole('combobox', { name: 'งวดวันที่' });
  await screen.findByRole('option', { name: '16 พฤศจิกายน 2569' });
  await userEvent.selectOptions(draw, '2026-11-16');
  await waitFor(() => expect(router.state.location.search).toBe('?status=checking&draw_date=2026-11-16'));
  await waitFor(() =>
    expect(listCalls().at(-1)?.searchParams.toString()).toBe(
      'status=checking&draw_date=2026-11-16&page=1&per_page=20',
    ),
  );
  expect(
    await screen.findByRole('table', { name: 'คำขอขึ้นเงินรางวัลสถานะกำลังตรวจสอบสลาก' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'กำลังตรวจสอบสลาก' })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(screen.getByRole('link', { name: 'หน้าถัดไป' }));
  await waitFor(() =>
    expect(listCalls().at(-1)?.searchParams.toString()).toBe(
      'status=checking&draw_date=2026-11-16&page=2&per_page=20',
    ),
  );
  // A new filter starts again at page 1.
  await userEvent.click(screen.getByRole('button', { name: 'ทั้งหมด' }));
  await waitFor(() => expect(router.state.location.search).toBe('?draw_date=2026-11-16'));
});

test('start checking: the step is sent and the row shows the claim as the API answered it', async () => {
  api = mockApi(
    meAs(['payout']),
    on('/admin/v1/prize-claims', () => pageOf([claim()])),
    onPost('/admin/v1/prize-claims/5/steps', async () =>
      jsonResponse({ data: claim({ status: 'checking', checking_at: '2026-11-18T09:00:00.000+07:00' }) }),
    ),
  );
  renderConsoleAt('/admin/prize-claims');
  await screen.findByRole('table');
  await userEvent.click(within(rowOf('PC-000005')).getByRole('button', { name: 'เริ่มตรวจสอบ PC-000005' }));
  const row = rowOf('PC-000005');
  expect(await within(row).findByText('กำลังตรวจสอบสลาก')).toBeInTheDocument();
  expect(within(row).queryByText('ส่งคำขอแล้ว')).not.toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'แนบสลิปการโอน PC-000005' })).toBeInTheDocument();
  expect(stepCalls(5)).toHaveLength(1);
  expect(await stepCalls(5)[0]!.json()).toEqual({ step: 'checking' });
  expect(stepCalls(5)[0]!.headers.get('authorization')).toBe('Bearer staff-token');
});

test('a step the API refuses shows its Thai message in the row, and the row stays as it was', async () => {
  api = mockApi(
    meAs(['payout']),
    on('/admin/v1/prize-claims', () => pageOf([claim()])),
    on('/admin/v1/prize-claims/5/steps', () => apiError(409, 'คำขอนี้เปลี่ยนสถานะไปแล้ว กรุณาโหลดรายการใหม่')),
  );
  renderConsoleAt('/admin/prize-claims');
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'เริ่มตรวจสอบ PC-000005' }));
  const row = rowOf('PC-000005');
  expect(await within(row).findByRole('alert')).toHaveTextContent('คำขอนี้เปลี่ยนสถานะไปแล้ว กรุณาโหลดรายการใหม่');
  expect(row).toHaveTextContent('ส่งคำขอแล้ว');
});

test('refusing needs a Thai reason; a refusal keeps the text typed; the row then shows it', async () => {
  let fail = true;
  api = mockApi(
    meAs(['payout']),
    on('/admin/v1/prize-claims', () => pageOf([claim({ status: 'checking' })])),
    onPost('/admin/v1/prize-claims/5/steps', async (request) => {
      if (fail) return apiError(503, 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่');
      const body = (await request.json()) as { reason: string };
      return jsonResponse({
        data: claim({
          status: 'refused',
          refuse_reason: body.reason,
          refused_at: '2026-11-18T11:00:00.000+07:00',
        }),
      });
    }),
  );
  renderConsoleAt('/admin/prize-claims');
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'ไม่อนุมัติ PC-000005' }));
  const dialog = screen.getByRole('alertdialog', { name: 'ไม่อนุมัติคำขอ PC-000005' });
  const reason = within(dialog).getByRole('textbox', { name: /เหตุผลที่ไม่อนุมัติ/ });
  expect(reason).toHaveFocus();
  expect(reason).toHaveAttribute('maxlength', '300');

  await userEvent.type(reason, '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติคำขอ' }));
  expect(reason).toHaveAccessibleDescription(expect.stringContaining('กรุณาระบุเหตุผลที่ไม่อนุมัติ'));
  expect(stepCalls(5)).toHaveLength(0);

  await userEvent.clear(reason);
  await userEvent.type(reason, 'เลขสลากไม่ตรงกับผลรางวัล');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติคำขอ' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('ระบบขัดข้องชั่วคราว กรุณาลองใหม่');
  expect(reason).toHaveValue('เลขสลากไม่ตรงกับผลรางวัล');

  fail = false;
  await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติคำขอ' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(await stepCalls(5).at(-1)!.json()).toEqual({ step: 'refused', reason: 'เลขสลากไม่ตรงกับผลรางวัล' });
  const row = rowOf('PC-000005');
  expect(row).toHaveTextContent('ไม่อนุมัติ');
  expect(row).toHaveTextContent('เหตุผล: เลขสลากไม่ตรงกับผลรางวัล');
  expect(within(row).queryByRole('button')).not.toBeInTheDocument();
});

test('paying a transfer uploads the slip as the part `file`; the paid row shows its slip', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:slip');
  URL.revokeObjectURL = jest.fn();
  const parts = jest.spyOn(FormData.prototype, 'append');
  api = mockApi(
    meAs(['payout']),
    on('/admin/v1/prize-claims', () => pageOf([claim({ status: 'checking' })])),
    onPost('/admin/v1/prize-claims/5/payout', async () =>
      jsonResponse({
        data: claim({ status: 'paid', has_payout_slip: true, settled_at: '2026-11-18T14:30:00.000+07:00' }),
      }),
    ),
    on(
      '/admin/v1/prize-claims/5/payout-slip',
      () => new Response(new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' })),
    ),
  );
  renderConsoleAt('/admin/prize-claims');
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'แนบสลิปการโอน PC-000005' }));
  const dialog = screen.getByRole('dialog', { name: 'บันทึกการโอนเงิน PC-000005' });
  expect(dialog).toHaveTextContent('195,999.50 บาท');
  expect(dialog).toHaveTextContent('ธนาคารกสิกรไทย 123-4-56789-0 (สมศรี ใจงาม)');

  await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการโอนเงิน' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('กรุณาเลือกไฟล์สลิป');
  expect(api.calls.some((call) => call.url.endsWith('/payout'))).toBe(false);

  const slip = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'transfer.jpg', { type: 'image/jpeg' });
  await userEvent.upload(within(dialog).getByLabelText(/สลิปการโอนเงิน/), slip);
  await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการโอนเงิน' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // jsdom's FormData is not Node's, so the test's fetch cannot read the parts back: the part
  // is checked as the page adds it.
  expect(parts).toHaveBeenCalledWith('file', slip, 'transfer.jpg');
  const upload = api.calls.find((call) => call.url.endsWith('/admin/v1/prize-claims/5/payout'))!;
  expect(upload.method).toBe('POST');
  expect(upload.headers.get('authorization')).toBe('Bearer staff-token');

  const row = rowOf('PC-000005');
  expect(row).toHaveTextContent('โอนเงินแล้ว');
  expect(row).toHaveTextContent('เมื่อ 18/11/69 14:30 น.');
  await userEvent.click(within(row).getByRole('button', { name: 'ดูสลิปการโอน PC-000005' }));
  const viewer = screen.getByRole('dialog', { name: 'สลิปการโอนเงิน PC-000005' });
  expect(await within(viewer).findByRole('img', { name: 'สลิปการโอนเงินของคำขอ PC-000005' })).toHaveAttribute(
    'src',
    'blob:slip',
  );
  const read = api.calls.find((call) => call.url.endsWith('/payout-slip'))!;
  expect(read.headers.get('authorization')).toBe('Bearer staff-token');
  parts.mockRestore();
});

test('a refused slip says why in Thai and keeps the chosen file', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  api = mockApi(
    meAs(['payout']),
    on('/admin/v1/prize-claims', () => pageOf([claim({ status: 'checking' })])),
    on('/admin/v1/prize-claims/5/payout', () =>
      apiError(422, 'ไฟล์สลิปไม่ถูกต้อง', [{ field: 'file', message: 'อ่านรูปสลิปไม่ได้ กรุณาเลือกไฟล์ใหม่' }]),
    ),
  );
  renderConsoleAt('/admin/prize-claims');
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'แนบสลิปการโอน PC-000005' }));
  const dialog = screen.getByRole('dialog');
  const slip = new File([new Uint8Array([1, 2, 3])], 'broken.png', { type: 'image/png' });
  await userEvent.upload(within(dialog).getByLabelText(/สลิปการโอนเงิน/), slip);
  await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการโอนเงิน' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('อ่านรูปสลิปไม่ได้ กรุณาเลือกไฟล์ใหม่');
  expect(dialog).toHaveTextContent('ไฟล์ที่เลือก: broken.png');
  expect(rowOf('PC-000005')).toHaveTextContent('กำลังตรวจสอบสลาก');
});

test('a claim in person is handed over after a confirmation', async () => {
  api = mockApi(
    meAs(['payout']),
    on('/admin/v1/prize-claims', () => pageOf([inPerson({ status: 'checking' })])),
    onPost('/admin/v1/prize-claims/6/steps', async () =>
      jsonResponse({
        data: inPerson({ status: 'handed_over', settled_at: '2026-11-18T15:00:00.000+07:00' }),
      }),
    ),
  );
  renderConsoleAt('/admin/prize-claims');
  await screen.findByRole('table');
  const row = rowOf('PC-000006');
  expect(within(row).queryByRole('button', { name: /แนบสลิปการโอน/ })).not.toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'ส่งมอบสลากแล้ว PC-000006' }));
  const dialog = screen.getByRole('alertdialog', { name: 'ส่งมอบสลาก PC-000006' });
  expect(dialog).toHaveTextContent('เลข 654321 ชุดที่ 12 ให้ สมชาย ดีใจ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการส่งมอบ' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(await stepCalls(6)[0]!.json()).toEqual({ step: 'handed_over' });
  expect(rowOf('PC-000006')).toHaveTextContent('ส่งมอบสลากแล้ว');
  expect(within(rowOf('PC-000006')).queryByRole('button')).not.toBeInTheDocument();
});

test('ส่งออก CSV downloads the list as filtered now, with the staff token', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:claims');
  URL.revokeObjectURL = jest.fn();
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  api = mockApi(
    meAs(['payout']),
    on('/admin/v1/prize-claims', () => pageOf([claim()])),
    on(
      '/admin/v1/prize-claims/export',
      () => new Response('\uFEFFรหัสคำขอ\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    ),
  );
  renderConsoleAt('/admin/prize-claims?status=paid&draw_date=2026-11-16&page=2');
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  const call = api.calls.find((c) => new URL(c.url).pathname === '/admin/v1/prize-claims/export')!;
  expect(new URL(call.url).searchParams.toString()).toBe('status=paid&draw_date=2026-11-16');
  expect(call.headers.get('authorization')).toBe('Bearer staff-token');
  clicked.mockRestore();
});

test('support is told it may not see prize claims, and nothing is asked of the API', async () => {
  api = mockApi(meAs(['support']));
  renderConsoleAt('/admin/prize-claims');
  expect(await screen.findByRole('alert')).toHaveTextContent('บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ดูคำขอขึ้นเงินรางวัล');
  expect(listCalls()).toHaveLength(0);
});

test('an owner may open the page too', async () => {
  api = mockApi(
    meAs(['owner']),
    on('/admin/v1/prize-claims', () => pageOf([])),
  );
  renderConsoleAt('/admin/prize-claims');
  expect(await screen.findByText('ไม่มีคำขอขึ้นเงินรางวัลทั้งหมด')).toBeInTheDocument();
});
