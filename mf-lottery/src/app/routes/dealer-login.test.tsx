import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { postDealerLogin } from '../../features/dealer/api/dealer';
import { loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('../../features/dealer/api/dealer', () => ({ postDealerLogin: jest.fn() }));
jest.mock('@chokdee/shared-kernel/stores/auth', () => ({
  ...jest.requireActual('@chokdee/shared-kernel/stores/auth'),
  loginWithToken: jest.fn(),
}));

const login = jest.mocked(postDealerLogin);
const storeToken = jest.mocked(loginWithToken);

beforeEach(() => {
  login.mockReset();
  storeToken.mockReset();
});

async function fill(tel: string, password: string) {
  const user = userEvent.setup();
  if (tel) await user.type(await screen.findByLabelText(/เบอร์โทรศัพท์/), tel);
  if (password) await user.type(screen.getByLabelText(/รหัสผ่าน/), password);
  await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบร้านค้า' }));
}

describe('dealer login', () => {
  it('checks the fields first, in Thai, without calling the API', async () => {
    await renderRoute(appRoutes, '/dealer/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบร้านค้า' })).toBeInTheDocument();
    await fill('', '');
    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
    expect(screen.getByLabelText(/เบอร์โทรศัพท์/)).toHaveAttribute('aria-invalid', 'true');

    await fill('12345', 'x');
    expect(screen.getByText('เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลักและขึ้นต้นด้วย 0')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the API’s 401 message for a wrong pair or a member who is not a dealer', async () => {
    login.mockRejectedValue(
      new ApiRequestError({ message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', errors: [], status: 401 }),
    );
    await renderRoute(appRoutes, '/dealer/login');
    await fill('081-234-5678', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
    expect(login).toHaveBeenCalledWith({ tel: '0812345678', password: 'wrong-pass' });
    expect(storeToken).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบร้านค้า' })).toBeEnabled();
  });

  it('keeps the token like any login and goes to the store’s orders', async () => {
    login.mockResolvedValue('dealer-token');
    storeToken.mockResolvedValue({} as Awaited<ReturnType<typeof loginWithToken>>);
    const { pathname } = await renderRoute(appRoutes, '/dealer/login');
    await fill('0812345678', 'dealer1234');
    await waitFor(() => expect(pathname()).toBe('/dealer/orders'));
    expect(storeToken).toHaveBeenCalledWith('dealer-token');
  });
});
