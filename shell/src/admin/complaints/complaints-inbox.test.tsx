import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import {
  COMPLAINT_INBOX_MESSAGES,
  type ComplaintDetail,
  type ComplaintRow,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import { apiError, mockApi, on, pageOf } from '../../content/testing/content-api';
import { loggedInAsStaff, meAs, renderConsoleAt } from '../testing/console-test-setup';

jest.setTimeout(20_000);

const row = (overrides: Partial<ComplaintRow> = {}): ComplaintRow => ({
  id: 7,
  code: 'CP20261121K7Q4M',
  status: 'new',
  topic: 'order',
  name: 'สมศรี ใจงาม',
  tel: '0812345678',
  created_at: '2026-11-21T18:05:00.000+07:00',
  answered_at: null,
  ...overrides,
});

const detail = (overrides: Partial<ComplaintDetail> = {}): ComplaintDetail => ({
  ...row({ status: 'read' }),
  email: 'somsri@example.com',
  store_code: null,
  message: 'ชำระเงินแล้วตั้งแต่เมื่อวาน แต่ร้านยังไม่ยืนยันคำสั่งซื้อ',
  member: true,
  answer: null,
  answered_by: null,
  read_at: '2026-11-22T09:00:00.000+07:00',
  closed_at: null,
  closed_by: null,
  ...overrides,
});

let api: FetchMock;
loggedInAsStaff();
afterEach(() => api?.restore());

const listCalls = () =>
  api.calls.map((call) => new URL(call.url)).filter((url) => url.pathname === '/admin/v1/complaints');

test('the inbox lists complaints with Thai Buddhist-era dates, filters by status, searches and pages', async () => {
  api = mockApi(
    meAs(['reviewer']),
    on('/admin/v1/complaints', (url) =>
      pageOf([row(), row({ id: 8, code: 'CP20261120ABCDE', status: 'answered', name: 'สมชาย ดีใจ' })], {
        page: Number(url.searchParams.get('page') ?? 1),
        per_page: 20,
        total: 41,
        last_page: 3,
      }),
    ),
  );
  const router = renderConsoleAt('/admin/complaints');
  const table = await screen.findByRole('table', { name: 'เรื่องร้องเรียนทั้งหมด' });
  const first = within(table).getAllByRole('row')[1]!;
  expect(first).toHaveTextContent('CP20261121K7Q4M');
  expect(first).toHaveTextContent('ใหม่');
  expect(first).toHaveTextContent('การสั่งซื้อและการชำระเงิน');
  expect(first).toHaveTextContent('21/11/69 18:05 น.');
  expect(screen.getByText('พบ 41 เรื่อง')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'เปิดเรื่อง CP20261121K7Q4M' })).toHaveAttribute(
    'href',
    '/admin/complaints/7',
  );

  await userEvent.click(screen.getByRole('button', { name: 'ตอบแล้ว' }));
  await waitFor(() => expect(router.state.location.search).toBe('?status=answered'));
  await userEvent.type(screen.getByRole('searchbox', { name: 'ค้นหาเรื่องร้องเรียน' }), '081-234');
  await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
  await waitFor(() => expect(router.state.location.search).toBe('?status=answered&q=081-234'));
  await waitFor(() =>
    expect(listCalls().at(-1)?.searchParams.toString()).toBe('status=answered&q=081-234&page=1&per_page=20'),
  );
  expect(screen.getByRole('button', { name: 'ตอบแล้ว' })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(await screen.findByRole('link', { name: 'หน้าถัดไป' }));
  await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('page')).toBe('2'));
  // Opening a complaint carries the list's question, so its crumb returns to the same page.
  expect(await screen.findByRole('link', { name: 'เปิดเรื่อง CP20261121K7Q4M' })).toHaveAttribute(
    'href',
    '/admin/complaints/7?status=answered&q=081-234&page=2',
  );
});

test('nothing found says so in Thai; a failed read offers a retry', async () => {
  let fail = true;
  api = mockApi(
    meAs(['owner']),
    on('/admin/v1/complaints', () => (fail ? apiError(503, 'ระบบขัดข้องชั่วคราว') : pageOf([]))),
  );
  renderConsoleAt('/admin/complaints?q=ไม่มีใคร');
  expect(await screen.findByRole('alert')).toHaveTextContent('ระบบขัดข้องชั่วคราว');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
  expect(await screen.findByText('ไม่พบเรื่องร้องเรียนที่ตรงกับ “ไม่มีใคร”')).toBeInTheDocument();
});

test('the CSV button downloads the list as filtered, with the staff token', async () => {
  const created = jest.fn(() => 'blob:complaints');
  const revoked = jest.fn();
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  api = mockApi(
    meAs(['reviewer']),
    on('/admin/v1/complaints', () => pageOf([row()])),
    on(
      '/admin/v1/complaints/export.csv',
      () => new Response('\uFEFFรหัสอ้างอิง\r\n', { headers: { 'content-type': 'text/csv' } }),
    ),
  );
  renderConsoleAt('/admin/complaints?status=new&q=สมศรี');
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลด CSV' }));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  const call = api.calls.find((c) => c.url.includes('export.csv'))!;
  expect(new URL(call.url).searchParams.toString()).toBe(
    'status=new&q=%E0%B8%AA%E0%B8%A1%E0%B8%A8%E0%B8%A3%E0%B8%B5',
  );
  expect(call.headers.get('authorization')).toBe('Bearer staff-token');
  expect(created).toHaveBeenCalled();
  clicked.mockRestore();
});

test('a reviewer opens one, is told in Thai what is wrong with an answer, answers and closes it', async () => {
  let current = detail();
  api = mockApi(
    meAs(['reviewer']),
    on('/admin/v1/complaints/7', () => ({ data: current })),
    // `on` answers synchronously: this handler reads the body itself.
    (url, request) => {
      if (url.pathname !== '/admin/v1/complaints/7/answer') return undefined;
      return request.json().then((body) => {
        current = {
          ...current,
          status: 'answered',
          answer: (body as { answer: string }).answer,
          answered_by: 'malee',
          answered_at: '2026-11-22T10:30:00.000+07:00',
        };
        return jsonResponse({ data: current });
      });
    },
    on('/admin/v1/complaints/7/close', () => {
      current = {
        ...current,
        status: 'closed',
        closed_by: 'malee',
        closed_at: '2026-11-22T11:00:00.000+07:00',
      };
      return { data: current };
    }),
  );
  renderConsoleAt('/admin/complaints/7');
  const article = await screen.findByRole('article', { name: 'เรื่อง CP20261121K7Q4M' });
  expect(article).toHaveTextContent('อ่านแล้ว');
  expect(article).toHaveTextContent('สมศรี ใจงาม (สมาชิก)');
  expect(article).toHaveTextContent('somsri@example.com');
  expect(article).toHaveTextContent('22/11/69 09:00 น.');
  expect(article).toHaveTextContent('ชำระเงินแล้วตั้งแต่เมื่อวาน');

  const answer = within(article).getByRole('textbox', { name: /คำตอบถึงผู้แจ้ง/ });
  await userEvent.type(answer, 'ก');
  await userEvent.click(within(article).getByRole('button', { name: 'ส่งคำตอบ' }));
  expect(answer).toHaveAccessibleDescription(
    expect.stringContaining(COMPLAINT_INBOX_MESSAGES.answerTooShort),
  );
  expect(answer).toHaveValue('ก');
  expect(api.calls.some((call) => call.url.endsWith('/answer'))).toBe(false);

  await userEvent.type(answer, 'ร้านยืนยันคำสั่งซื้อแล้วค่ะ');
  await userEvent.click(within(article).getByRole('button', { name: 'ส่งคำตอบ' }));
  expect(await within(article).findByText(/ตอบโดย malee/)).toBeInTheDocument();
  expect(article).toHaveTextContent('กร้านยืนยันคำสั่งซื้อแล้วค่ะ');
  expect(article).toHaveTextContent('ตอบโดย malee เมื่อ 22/11/69 10:30 น.');
  expect(within(article).queryByRole('textbox')).not.toBeInTheDocument();

  await userEvent.click(within(article).getByRole('button', { name: 'ปิดเรื่อง' }));
  const confirm = within(article).getByRole('group', { name: 'ยืนยันการปิดเรื่อง' });
  expect(confirm).toHaveTextContent('เมื่อปิดแล้วจะตอบเพิ่มไม่ได้');
  await userEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันปิดเรื่อง' }));
  expect(await within(article).findByText('ปิดเรื่องโดย malee เมื่อ 22/11/69 11:00 น.')).toBeInTheDocument();
  expect(within(article).queryByRole('button', { name: 'ปิดเรื่อง' })).not.toBeInTheDocument();
});

test("another reviewer's answer first: the Thai 409 shows and the text typed stays", async () => {
  api = mockApi(
    meAs(['reviewer']),
    on('/admin/v1/complaints/7', () => ({ data: detail() })),
    on('/admin/v1/complaints/7/answer', () => apiError(409, COMPLAINT_INBOX_MESSAGES.alreadyAnswered)),
  );
  renderConsoleAt('/admin/complaints/7');
  const article = await screen.findByRole('article');
  const answer = within(article).getByRole('textbox', { name: /คำตอบถึงผู้แจ้ง/ });
  await userEvent.type(answer, 'ตรวจสอบให้แล้วค่ะ');
  await userEvent.click(within(article).getByRole('button', { name: 'ส่งคำตอบ' }));
  expect(await within(article).findByRole('alert')).toHaveTextContent(
    COMPLAINT_INBOX_MESSAGES.alreadyAnswered,
  );
  expect(answer).toHaveValue('ตรวจสอบให้แล้วค่ะ');
});

test('support reads a complaint but gets no answer form or close button', async () => {
  api = mockApi(
    meAs(['support']),
    on('/admin/v1/complaints/7', () => ({ data: detail() })),
  );
  renderConsoleAt('/admin/complaints/7');
  const article = await screen.findByRole('article');
  expect(article).toHaveTextContent('ยังไม่มีคำตอบ');
  expect(within(article).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(article).queryByRole('button', { name: 'ปิดเรื่อง' })).not.toBeInTheDocument();
});

test('a shop account is told it may not see complaints, and nothing is asked of the API', async () => {
  api = mockApi(meAs(['shop']));
  renderConsoleAt('/admin/complaints');
  expect(await screen.findByRole('alert')).toHaveTextContent('บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ดูเรื่องร้องเรียน');
  expect(listCalls()).toHaveLength(0);
});

test('an unknown complaint is the Thai not-found without a retry', async () => {
  api = mockApi(
    meAs(['reviewer']),
    on('/admin/v1/complaints/99', () => apiError(404, COMPLAINT_INBOX_MESSAGES.notFound)),
  );
  renderConsoleAt('/admin/complaints/99');
  expect(await screen.findByRole('alert')).toHaveTextContent(COMPLAINT_INBOX_MESSAGES.notFound);
  expect(screen.queryByRole('button', { name: 'ลองใหม่อีกครั้ง' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'เรื่องร้องเรียน' })).toHaveAttribute('href', '/admin/complaints');
});
