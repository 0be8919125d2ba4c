import {
  createTruckOperator,
  fetchDealerTruck,
  fetchTruckOperatorSales,
  resetTruckOperatorPassword,
  updateTruckOperator,
} from '../../../api/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import type {
  DealerTruckOperator,
  DealerTruckSettings,
  TruckOperatorSalesPage,
} from '@chokdee/shared-contract/schemas/truck';
import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import { clearAuthToken, setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { TruckStaffPanel } from './truck-staff-panel';

jest.mock('../../../api/truck', () => ({
  fetchDealerTruck: jest.fn(),
  createTruckOperator: jest.fn(),
  updateTruckOperator: jest.fn(),
  updateDealerTruckSettings: jest.fn(),
  fetchTruckOperatorSales: jest.fn(),
  resetTruckOperatorPassword: jest.fn(),
}));
const fetchSales = fetchTruckOperatorSales as jest.Mock;
const reset = resetTruckOperatorPassword as jest.Mock;
const fetchStaff = fetchDealerTruck as jest.Mock;
const create = createTruckOperator as jest.Mock;
const update = updateTruckOperator as jest.Mock;

const operator = (over: Partial<DealerTruckOperator>): DealerTruckOperator => ({
  id: 1,
  username: 'truck-pim',
  name: 'น้องฝน',
  is_active: true,
  created_at: '2026-11-01T09:00:00+07:00',
  current_draw_sales: { count: 0, tickets: 0, total_amount: 0 },
  ...over,
});

const staff: DealerTruckSettings = {
  operators_can_logout: true,
  draw_date: '2026-12-01',
  operators: [
    operator({ current_draw_sales: { count: 3, tickets: 6, total_amount: 480 } }),
    operator({ id: 2, username: 'truck-ton', name: 'พี่ต้น', is_active: false }),
  ],
};

const apiError = (status: number, message: string, errors: { field: string; message: string }[] = []) =>
  new ApiRequestError({ status, message, errors });

const salesPage = (drawDate: string, tickets: number): TruckOperatorSalesPage => ({
  data: [
    {
      id: 1,
      username: 'truck-pim',
      name: 'น้องฝน',
      is_active: true,
      sales: { count: 1, tickets, total_amount: tickets * 80 },
    },
  ],
  meta: { draw_date: drawDate, draws: ['2026-12-01', '2026-11-16'], page: 1, per_page: 20, total: 1 },
});

beforeEach(() => {
  setAuthToken('dealer-token');
  fetchStaff.mockReset().mockResolvedValue(staff);
  fetchSales.mockReset().mockResolvedValue(salesPage('2026-12-01', 6));
  reset.mockReset();
  create.mockReset();
  update.mockReset();
});

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

test('lists each operator: name, username, whether they can log in, and their sales in this draw', async () => {
  render(<TruckStaffPanel />, { wrapper: MemoryRouter });
  expect(await screen.findByRole('heading', { name: 'พนักงานขาย (2)' })).toBeInTheDocument();
  const fon = card('น้องฝน');
  expect(fon).toHaveTextContent('ชื่อผู้ใช้ truck-pim');
  expect(fon).toHaveTextContent('ใช้งานอยู่');
  expect(fon).toHaveTextContent('ขายงวดนี้ 6 ใบ (3 รายการ) · 480 บาท');
  const ton = card('พี่ต้น');
  expect(ton).toHaveTextContent('ปิดการใช้งาน');
  expect(within(ton).getByRole('button', { name: 'เปิดใช้งานอีกครั้ง' })).toBeEnabled();
  expect(screen.getByRole('radio', { name: /ออกจากระบบเองได้/ })).toBeChecked();
});

test('a member who is not a dealer sees the API’s Thai refusal, with no retry', async () => {
  fetchStaff.mockRejectedValue(apiError(403, 'สำหรับผู้ค้าเท่านั้น'));
  render(<TruckStaffPanel />, { wrapper: MemoryRouter });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('สำหรับผู้ค้าเท่านั้น');
  expect(screen.queryByRole('button', { name: 'ลองใหม่อีกครั้ง' })).not.toBeInTheDocument();
});

test('adding: the API’s field error shows under its field, nothing typed is lost, the button waits', async () => {
  let refuse: (error: unknown) => void = () => undefined;
  create.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
  render(<TruckStaffPanel />, { wrapper: MemoryRouter });
  await userEvent.click(await screen.findByRole('button', { name: 'เพิ่มพนักงาน' }));
  const dialog = screen.getByRole('dialog', { name: 'เพิ่มพนักงานขาย' });
  await userEvent.type(within(dialog).getByLabelText(/ชื่อพนักงาน/), 'น้องฟ้า');
  await userEvent.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), 'truck-pim');
  await userEvent.type(within(dialog).getByLabelText(/รหัสผ่าน/), 'truck1234');
  await userEvent.click(within(dialog).getByRole('button', { name: 'เพิ่มพนักงาน' }));

  expect(create).toHaveBeenCalledWith({ name: 'น้องฟ้า', username: 'truck-pim', password: 'truck1234' });
  expect(within(dialog).getByRole('button', { name: 'กำลังบันทึก…' })).toBeDisabled();
  refuse(
    apiError(422, TRUCK_MESSAGES.usernameTaken, [
      { field: 'username', message: TRUCK_MESSAGES.usernameTaken },
    ]),
  );

  const username = within(dialog).getByLabelText(/ชื่อผู้ใช้/);
  expect(await within(dialog).findByText(TRUCK_MESSAGES.usernameTaken)).toBeInTheDocument();
  expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(username).toHaveValue('truck-pim');
  expect(within(dialog).getByLabelText(/ชื่อพนักงาน/)).toHaveValue('น้องฟ้า');
  expect(within(dialog).getByLabelText(/รหัสผ่าน/)).toHaveValue('truck1234');
  expect(within(dialog).getByRole('button', { name: 'เพิ่มพนักงาน' })).toBeEnabled();
});

test('deactivating asks first: cancel sends nothing, confirm switches the operator off', async () => {
  update.mockResolvedValue(operator({ is_active: false }));
  render(<TruckStaffPanel />, { wrapper: MemoryRouter });
  await screen.findByRole('heading', { name: 'น้องฝน' });
  await userEvent.click(within(card('น้องฝน')).getByRole('button', { name: 'ปิดการใช้งาน' }));
  const confirm = screen.getByRole('alertdialog', { name: 'ปิดการใช้งานพนักงาน' });
  expect(confirm).toHaveTextContent('ปิดการใช้งาน น้องฝน (truck-pim) ใช่หรือไม่');
  await userEvent.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
  expect(update).not.toHaveBeenCalled();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  await userEvent.click(within(card('น้องฝน')).getByRole('button', { name: 'ปิดการใช้งาน' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ปิดการใช้งาน' }));
  expect(update).toHaveBeenCalledWith(1, { is_active: false });
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a password the dealer types: the dialog says the operator is logged out everywhere, and sends it', async () => {
  reset.mockResolvedValue({ operator: operator({}), generated_password: null });
  render(<TruckStaffPanel />, { wrapper: MemoryRouter });
  await screen.findByRole('heading', { name: 'น้องฝน' });
  await userEvent.click(within(card('น้องฝน')).getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
  const dialog = screen.getByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่' });
  expect(dialog).toHaveTextContent('จะถูกออกจากระบบทุกเครื่องทันที');
  await userEvent.click(within(dialog).getByRole('radio', { name: /ตั้งรหัสผ่านเอง/ }));
  await userEvent.type(within(dialog).getByLabelText(/รหัสผ่านใหม่/), 'newpass99');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
  expect(reset).toHaveBeenCalledWith(1, { password: 'newpass99' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a password the API makes is shown once, then gone when the dialog closes', async () => {
  reset.mockResolvedValue({ operator: operator({}), generated_password: 'abcd2345ef' });
  render(<TruckStaffPanel />, { wrapper: MemoryRouter });
  await screen.findByRole('heading', { name: 'น้องฝน' });
  await userEvent.click(within(card('น้องฝน')).getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
  const dialog = screen.getByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
  expect(reset).toHaveBeenCalledWith(1, {});
  const shown = await screen.findByRole('dialog', { name: 'รหัสผ่านใหม่' });
  expect(within(shown).getByRole('status', { name: 'รหัสผ่านใหม่' })).toHaveTextContent('abcd2345ef');
  expect(shown).toHaveTextContent('แสดงเพียงครั้งเดียว');
  await userEvent.click(within(shown).getByRole('button', { name: 'เสร็จสิ้น' }));
  expect(screen.queryByText('abcd2345ef')).not.toBeInTheDocument();
});

test('a typed password the API refuses: its Thai error under the field, what was typed kept', async () => {
  reset.mockRejectedValue(
    apiError(400, 'ข้อมูลไม่ถูกต้อง', [{ field: 'password', message: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัว' }]),
  );
  render(<TruckStaffPanel />, { wrapper: MemoryRouter });
  await screen.findByRole('heading', { name: 'น้องฝน' });
  await userEvent.click(within(card('น้องฝน')).getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
  const dialog = screen.getByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่' });
  await userEvent.click(within(dialog).getByRole('radio', { name: /ตั้งรหัสผ่านเอง/ }));
  await userEvent.type(within(dialog).getByLabelText(/รหัสผ่านใหม่/), 'short');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
  const field = within(dialog).getByLabelText(/รหัสผ่านใหม่/);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveValue('short');
  expect(dialog).toHaveTextContent('รหัสผ่านต้องมีอย่างน้อย 8 ตัว');
});

test('sales by draw: tickets and baht per operator, and another draw when the dealer picks it', async () => {
  render(<TruckStaffPanel />, { wrapper: MemoryRouter });
  const table = await screen.findByRole('table', { name: 'ยอดขายงวดวันที่ 1 ธันวาคม 2569' });
  expect(within(table).getByRole('row', { name: /น้องฝน/ })).toHaveTextContent('6');
  expect(within(table).getByRole('row', { name: /น้องฝน/ })).toHaveTextContent('480 บาท');
  fetchSales.mockResolvedValue(salesPage('2026-11-16', 2));
  await userEvent.selectOptions(screen.getByLabelText('งวดวันที่'), '2026-11-16');
  expect(fetchSales).toHaveBeenLastCalledWith(
    { draw_date: '2026-11-16', page: 1, per_page: 20 },
    expect.anything(),
  );
  expect(await screen.findByRole('table', { name: 'ยอดขายงวดวันที่ 16 พฤศจิกายน 2569' })).toHaveTextContent(
    '160 บาท',
  );
});

test('a member known not to be a dealer is told so, and the API is not asked', async () => {
  setUser(authUserFixture({ scope: [] }));
  try {
    render(<TruckStaffPanel />, { wrapper: MemoryRouter });
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('สำหรับผู้ค้าเท่านั้น');
    expect(within(refusal).queryByRole('button')).toBeNull();
    expect(fetchStaff).not.toHaveBeenCalled();
  } finally {
    setUser(null);
  }
});

test('a visitor who is not logged in is asked to log in as a dealer, and the API is not asked', async () => {
  clearAuthToken();
  render(<TruckStaffPanel />, { wrapper: MemoryRouter });
  expect(screen.getByRole('link', { name: 'เข้าสู่ระบบร้านค้า' })).toHaveAttribute('href', '/dealer/login');
  expect(fetchStaff).not.toHaveBeenCalled();
});
