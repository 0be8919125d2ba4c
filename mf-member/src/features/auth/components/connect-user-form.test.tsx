import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postLineConnectUser } from '@chokdee/shared-kernel/api/auth';
import { loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { apiError } from '../../../testing/api-errors';
import { authUser } from '../../../testing/auth-user';
import { ConnectUserForm } from './connect-user-form';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({ postLineConnectUser: jest.fn() }));
jest.mock('@chokdee/shared-kernel/stores/auth', () => ({ loginWithToken: jest.fn() }));

async function setup() {
  const user = userEvent.setup();
  const onConnected = jest.fn();
  await renderRoute(<ConnectUserForm linkToken="link-abc" onConnected={onConnected} />, '/');
  return {
    user,
    onConnected,
    tel: screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }),
    password: screen.getByLabelText(/รหัสผ่าน/),
    submit: screen.getByRole('button', { name: 'เข้าสู่ระบบและเชื่อมต่อ LINE' }),
  };
}

beforeEach(() => {
  jest.mocked(postLineConnectUser).mockReset();
  jest.mocked(loginWithToken).mockReset();
});

describe('ConnectUserForm', () => {
  it('asks for phone and password', async () => {
    const { user, submit } = await setup();
    await user.click(submit);
    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
    expect(postLineConnectUser).not.toHaveBeenCalled();
  });

  it('links the pending LINE identity, stores the token and continues', async () => {
    jest.mocked(postLineConnectUser).mockResolvedValue('token-1');
    jest.mocked(loginWithToken).mockResolvedValue(authUser());
    const { user, tel, password, submit, onConnected } = await setup();
    await user.type(tel, '0812345678');
    await user.type(password, 'abcd1234');
    await user.click(submit);
    await waitFor(() => expect(onConnected).toHaveBeenCalled());
    expect(postLineConnectUser).toHaveBeenCalledWith({
      tel: '0812345678',
      password: 'abcd1234',
      link_token: 'link-abc',
    });
    expect(loginWithToken).toHaveBeenCalledWith('token-1', 'local');
  });

  it('shows a wrong password and keeps the values', async () => {
    jest.mocked(postLineConnectUser).mockRejectedValue(apiError(401, 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง'));
    const { user, tel, password, submit } = await setup();
    await user.type(tel, '0812345678');
    await user.type(password, 'abcd1234');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
    expect(tel).toHaveValue('0812345678');
    expect(password).toHaveValue('abcd1234');
  });
});
