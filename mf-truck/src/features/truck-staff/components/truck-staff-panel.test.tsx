import { createTruckOperator, fetchDealerTruck, updateTruckOperator } from '../../../api/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import type { DealerTruckOperator, DealerTruckSettings } from '@chokdee/shared-contract/schemas/truck';
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
}));
const fetchStaff = fetchDealerTruck as jest.Mock;
const create = createTruckOperator as jest.Mock;
const update = updateTruckOperator as jest.Mock;

const operator = (over: Partial<DealerTruckOperator>): DealerTruckOperator => ({
  id: 1,
  username: 'truck-pim',
  name: 'น้องฝน',
  is_active: true,
  created_at: '2026-11-01T09:00:00+07:00',
  current_draw_sales: { count: 0, total_amount: 0 },
  ...over,
});

const staff: DealerTruckSettings = {
  operators_can_logout: true,
  draw_date: '2026-12-01',
  operators: [
    operator({ current_draw_sales: { count: 3, total_amount: 480 } }),
    operator({ id: 2, username: 'truck-ton', name: 'พี่ต้น', is_active: false }),
  ],
};

const apiError = (status: number, message: string, errors: { field: string; message: string }[] = []) =>
  new ApiRequestError({ status, message, errors });

beforeEach(() => {
  setAuthToken('dealer-token');
  fetchStaff.mockReset().mockResolvedValue(staff);
  create.mockReset();
  update.mockReset();
});

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

test('lists each operator: name, username, whether they can log in, and their sales in this draw', async () => {
  render(<TruckStaffPanel />);
  expect(await screen.findByRole('heading', { name: 'พนักงานขาย (2)' })).toBeInTheDocument();
  const fon = card('น้องฝน');
  expect(fon).toHaveTextContent('ชื่อผู้ใช้ truck-pim');
  expect(fon).toHaveTextContent('ใช้งานอยู่');
  expect(fon).toHaveTextContent('ขายงวดนี้ 3 รายการ · 480 บาท');
  const ton = card('พี่ต้น');
  expect(ton).toHaveTextContent('ปิดการใช้งาน');
  expect(within(ton).getByRole('button', { name: 'เปิดใช้งานอีกครั้ง' })).toBeEnabled();
  expect(screen.getByRole('radio', { name: /ออกจากระบบเองได้/ })).toBeChecked();
});

test('a member who is not a dealer sees the API’s Thai refusal, with no retry', async () => {
  fetchStaff.mockRejectedValue(apiError(403, 'สำหรับผู้ค้าเท่านั้น'));
  render(<TruckStaffPanel />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('สำหรับผู้ค้าเท่านั้น');
  expect(screen.queryByRole('button', { name: 'ลองใหม่อีกครั้ง' })).not.toBeInTheDocument();
});

test('adding: the API’s field error shows under its field, nothing typed is lost, the button waits', async () => {
  let refuse: (error: unknown) => void = () => undefined;
  create.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
  render(<TruckStaffPanel />);
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
  render(<TruckStaffPanel />);
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

test('a new password: the dialog says the operator is logged out everywhere, and sends it', async () => {
  update.mockResolvedValue(operator({}));
  render(<TruckStaffPanel />);
  await screen.findByRole('heading', { name: 'น้องฝน' });
  await userEvent.click(within(card('น้องฝน')).getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
  const dialog = screen.getByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่' });
  expect(dialog).toHaveTextContent('จะถูกออกจากระบบทุกเครื่องทันที');
  await userEvent.type(within(dialog).getByLabelText(/รหัสผ่านใหม่/), 'newpass99');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
  expect(update).toHaveBeenCalledWith(1, { password: 'newpass99' });
});

test('a member known not to be a dealer is told so, and the API is not asked', async () => {
  setUser(authUserFixture({ scope: [] }));
  try {
    render(<TruckStaffPanel />);
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
