import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { COMPLAINT_MESSAGES } from '@chokdee/shared-contract/schemas/complaint';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { jsonResponse, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { apiError, mockApi, on } from '../content/testing/content-api';
import { ComplaintForm } from './complaint-form';

let api: FetchMock;

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
beforeEach(() => setUser(null));
afterEach(() => api?.restore());

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'ส่งเรื่องร้องเรียน' }));

async function fillValid() {
  await userEvent.type(field(/ชื่อ-นามสกุล/), 'สมหญิง รักดี');
  await userEvent.type(field(/เบอร์โทรศัพท์/), '0891234567');
  await userEvent.click(screen.getByRole('radio', { name: 'การสั่งซื้อและการชำระเงิน' }));
  await userEvent.type(field(/รายละเอียด/), 'โอนเงินแล้วแต่คำสั่งซื้อยังไม่เปลี่ยนสถานะ');
}

it('shows a Thai message under each invalid field, marks it, and focuses the first', async () => {
  api = mockApi();
  render(<ComplaintForm />, { wrapper: MemoryRouter });
  await userEvent.type(field(/เบอร์โทรศัพท์/), '12345');
  await submit();

  const name = field(/ชื่อ-นามสกุล/);
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('กรุณากรอกชื่อ-นามสกุล');
  expect(name).toHaveFocus();
  expect(field(/เบอร์โทรศัพท์/)).toHaveAccessibleDescription(
    expect.stringContaining(COMPLAINT_MESSAGES.tel) as unknown as string,
  );
  expect(screen.getByRole('radiogroup', { name: /หัวข้อ/ })).toHaveAccessibleDescription('กรุณากรอกหัวข้อ');
  expect(field(/รายละเอียด/)).toHaveAttribute('aria-invalid', 'true');
  expect(field(/อีเมล/)).not.toHaveAttribute('aria-invalid');
  expect(api.calls).toHaveLength(0);
});

it('sends the form, shows the success message with the reference, and clears it', async () => {
  api = mockApi(
    on('/public/v3/complaints', () =>
      jsonResponse({ data: { code: 'CP260516-7K2Q', created_at: '2026-05-16T03:00:00Z' } }, 201),
    ),
  );
  render(<ComplaintForm />, { wrapper: MemoryRouter });
  await fillValid();
  await submit();

  const status = await screen.findByText(COMPLAINT_MESSAGES.success);
  expect(status.closest('[role="status"]')).toHaveTextContent('รหัสอ้างอิง: CP260516-7K2Q');
  expect(screen.getByRole('link', { name: 'ติดตามสถานะและอ่านคำตอบ' })).toHaveAttribute(
    'href',
    '/complain/CP260516-7K2Q',
  );
  expect(field(/ชื่อ-นามสกุล/)).toHaveValue('');
  expect(field(/รายละเอียด/)).toHaveValue('');
  const body = (await api.calls[0]!.json()) as Record<string, unknown>;
  expect(body).toEqual({
    name: 'สมหญิง รักดี',
    tel: '0891234567',
    email: null,
    topic: 'order',
    store_code: null,
    message: 'โอนเงินแล้วแต่คำสั่งซื้อยังไม่เปลี่ยนสถานะ',
  });
});

it("shows the server's field errors and message and keeps everything typed", async () => {
  api = mockApi(
    on('/public/v3/complaints', () =>
      apiError(422, 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง', [{ field: 'store_code', message: 'ไม่พบร้านค้ารหัสนี้' }]),
    ),
  );
  render(<ComplaintForm />, { wrapper: MemoryRouter });
  await fillValid();
  await userEvent.type(field(/รหัสร้านค้า/), 'S-404');
  await submit();

  expect(await screen.findByRole('alert')).toHaveTextContent('ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง');
  const store = field(/รหัสร้านค้า/);
  expect(store).toHaveAccessibleDescription(expect.stringContaining('ไม่พบร้านค้ารหัสนี้') as unknown as string);
  expect(store).toHaveFocus();
  expect(store).toHaveValue('S-404');
  expect(field(/ชื่อ-นามสกุล/)).toHaveValue('สมหญิง รักดี');
  expect(field(/รายละเอียด/)).toHaveValue('โอนเงินแล้วแต่คำสั่งซื้อยังไม่เปลี่ยนสถานะ');
  expect(screen.queryByText(COMPLAINT_MESSAGES.success)).not.toBeInTheDocument();
});

it('shows the rate-limit message of the API as it is', async () => {
  api = mockApi(on('/public/v3/complaints', () => apiError(429, COMPLAINT_MESSAGES.tooMany)));
  render(<ComplaintForm />, { wrapper: MemoryRouter });
  await fillValid();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(COMPLAINT_MESSAGES.tooMany);
  expect(field(/ชื่อ-นามสกุล/)).toHaveValue('สมหญิง รักดี');
});

it("prefills a member's name and phone, and counts the message's characters", async () => {
  api = mockApi();
  render(<ComplaintForm />, { wrapper: MemoryRouter });
  expect(field(/ชื่อ-นามสกุล/)).toHaveValue('');
  act(() => setUser(authUserFixture()));
  expect(field(/ชื่อ-นามสกุล/)).toHaveValue('สมชาย ใจดี');
  expect(field(/เบอร์โทรศัพท์/)).toHaveValue('0812345678');
  await userEvent.type(field(/รายละเอียด/), 'สวัสดี');
  expect(field(/รายละเอียด/)).toHaveAccessibleDescription('6/2,000 ตัวอักษร');
});
