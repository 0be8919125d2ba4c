import { truckLogin } from '../../../api/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $truckSession, clearTruckSession, TRUCK_STORE_KEY } from '../../../stores/truck-session';
import { OperatorLoginForm } from './operator-login-form';

jest.mock('../../../api/truck', () => ({ truckLogin: jest.fn() }));
const login = truckLogin as jest.Mock;

beforeEach(() => {
  clearTruckSession();
  login.mockReset();
});

test('empty fields get the contract’s Thai messages and nothing is sent', async () => {
  render(<OperatorLoginForm onLoggedIn={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  expect(screen.getByText('กรุณากรอกชื่อผู้ใช้')).toBeInTheDocument();
  expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
  expect(login).not.toHaveBeenCalled();
});

test('wrong password: the API’s message, and what was typed stays', async () => {
  login.mockRejectedValue(new ApiRequestError({ message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง', errors: [], status: 401 }));
  render(<OperatorLoginForm onLoggedIn={jest.fn()} />);
  await userEvent.type(screen.getByLabelText(/ชื่อผู้ใช้/), 'truck-pim');
  await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  expect(screen.getByLabelText(/ชื่อผู้ใช้/)).toHaveValue('truck-pim');
});

test('a login saves truck_store (the store code) and the operator’s own session', async () => {
  const onLoggedIn = jest.fn();
  login.mockResolvedValue({
    token: 'op-token',
    operator: { id: 1, username: 'truck-pim', name: 'น้องฝน' },
    store: {
      code: 'CD1007',
      name: 'ร้าน',
      user_code: 'U1',
      operators_can_logout: true,
      promptpay_id: null,
      draw_date: null,
      is_store_open: true,
    },
  });
  render(<OperatorLoginForm onLoggedIn={onLoggedIn} />);
  await userEvent.type(screen.getByLabelText(/ชื่อผู้ใช้/), 'Truck-Pim ');
  await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'chokdee1234');
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  expect(onLoggedIn).toHaveBeenCalled();
  expect(login).toHaveBeenCalledWith({ username: 'truck-pim', password: 'chokdee1234' });
  expect(localStorage.getItem(TRUCK_STORE_KEY)).toBe('CD1007');
  expect($truckSession.get()?.token).toBe('op-token');
  expect(localStorage.getItem('auth._token.local')).toBeNull();
});
