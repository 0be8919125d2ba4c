import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '@chokdee/shared-kernel/stores/auth';
import { apiError } from '../../../testing/api-errors';
import { authUser } from '../../../testing/auth-user';
import { LoginForm } from './login-form';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';

jest.mock('@chokdee/shared-kernel/stores/auth', () => ({ login: jest.fn() }));

async function setup() {
  const user = userEvent.setup();
  const onLoggedIn = jest.fn();
  await renderRoute(<LoginForm onLoggedIn={onLoggedIn} />, '/');
  return {
    user,
    onLoggedIn,
    tel: screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }),
    password: screen.getByLabelText('รหัสผ่าน', { exact: false }),
    submit: screen.getByRole('button', { name: 'เข้าสู่ระบบ' }),
  };
}

beforeEach(() => jest.mocked(login).mockReset());

describe('LoginForm', () => {
  it('marks both fields required with a visible star', async () => {
    await setup();
    expect(screen.getAllByText('*', { exact: false })).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' })).toHaveAttribute('aria-required', 'true');
  });

  it('shows the spec §5 messages for empty fields, focuses the first, and does not call the API', async () => {
    const { user, tel, password, submit } = await setup();
    await user.click(submit);

    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
    expect(tel).toHaveAttribute('aria-invalid', 'true');
    expect(tel).toHaveAccessibleDescription('กรุณากรอกเบอร์โทรศัพท์');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(tel).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });

  it('checks the phone number is 10 digits', async () => {
    const { user, tel, password, submit } = await setup();
    await user.type(tel, '08123');
    await user.type(password, 'secret123');
    await user.click(submit);
    expect(screen.getByText('เบอร์โทรศัพท์ ต้องมีความยาว 10 ตัวอักษร')).toBeInTheDocument();
    expect(tel).toHaveFocus();
  });

  it('logs in with the digits only and then continues', async () => {
    jest.mocked(login).mockResolvedValue(authUser());
    const { user, tel, password, submit, onLoggedIn } = await setup();
    await user.type(tel, '081 234 5678');
    await user.type(password, 'secret123');
    await user.click(submit);

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(login).toHaveBeenCalledWith('0812345678', 'secret123');
  });

  it('shows the API message for a wrong password and keeps what was typed', async () => {
    jest.mocked(login).mockRejectedValue(apiError(401, 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง'));
    const { user, tel, password, submit, onLoggedIn } = await setup();
    await user.type(tel, '0812345678');
    await user.type(password, 'wrong1234');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
    expect(tel).toHaveValue('0812345678');
    expect(password).toHaveValue('wrong1234');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows an API field error under its field', async () => {
    jest
      .mocked(login)
      .mockRejectedValue(
        apiError(400, 'ข้อมูลไม่ถูกต้อง', [{ field: 'tel', message: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลักและขึ้นต้นด้วย 0' }]),
      );
    const { user, tel, password, submit } = await setup();
    await user.type(tel, '1812345678');
    await user.type(password, 'secret123');
    await user.click(submit);

    expect(await screen.findByText('เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลักและขึ้นต้นด้วย 0')).toBeInTheDocument();
    expect(tel).toHaveAttribute('aria-invalid', 'true');
    expect(tel).toHaveFocus();
    expect(tel).toHaveValue('1812345678');
  });

  it('links to forgotten password', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'ลืมรหัสผ่าน?' })).toHaveAttribute(
      'href',
      '/members/forget-password',
    );
  });
});
