import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postOtpSend, postPasswordReset } from '@chokdee/shared-kernel/api/auth';
import { apiError } from '../../../testing/api-errors';
import { ForgetPasswordForm } from './forget-password-form';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  postOtpSend: jest.fn(),
  postPasswordReset: jest.fn(),
}));

beforeEach(() => {
  jest
    .mocked(postOtpSend)
    .mockReset()
    .mockResolvedValue({
      otp_ref: 'Hs7dLq2Wn5BvK0cE',
      display_ref: 'RS01',
      expires_at: new Date(Date.now() + 300_000).toISOString(),
      resend_after_seconds: 60,
    });
  jest.mocked(postPasswordReset).mockReset();
});

async function toSecondStep() {
  const user = userEvent.setup();
  await renderRoute(<ForgetPasswordForm />, '/');
  await user.type(screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }), '0812345678');
  await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
  await screen.findByText(/รหัสอ้างอิง: RS01/);
  return {
    user,
    code: screen.getByRole('textbox', { name: 'รหัส OTP' }),
    password: screen.getByLabelText(/^\*\s*รหัสผ่านใหม่$/),
    confirmation: screen.getByLabelText(/ยืนยันรหัสผ่านใหม่/),
    submit: screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }),
  };
}

describe('ForgetPasswordForm', () => {
  it('asks for a valid phone number first', async () => {
    const user = userEvent.setup();
    await renderRoute(<ForgetPasswordForm />, '/');
    await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
    expect(postOtpSend).not.toHaveBeenCalled();
  });

  it('stays on the phone step with the API message when the send is refused', async () => {
    jest.mocked(postOtpSend).mockRejectedValue(apiError(429, 'ขอรหัส OTP บ่อยเกินไป กรุณารอสักครู่'));
    const user = userEvent.setup();
    await renderRoute(<ForgetPasswordForm />, '/');
    const tel = screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' });
    await user.type(tel, '0812345678');
    await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ขอรหัส OTP บ่อยเกินไป กรุณารอสักครู่');
    expect(tel).toHaveValue('0812345678');
  });

  it('validates the code and the new password', async () => {
    const { user, code, password, confirmation, submit } = await toSecondStep();
    await user.type(code, '12');
    await user.type(password, 'short1');
    await user.type(confirmation, 'other');
    await user.click(submit);
    expect(screen.getByText('รหัส OTP ต้องมีความยาว 6 ตัวอักษร')).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่าน ต้องมีความยาวอย่างน้อย 8 ตัวอักษร')).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่าน ไม่ตรงกัน')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(postPasswordReset).not.toHaveBeenCalled();
  });

  it('shows a wrong code from the API and keeps the values', async () => {
    jest
      .mocked(postPasswordReset)
      .mockRejectedValue(apiError(422, 'ข้อมูลไม่ถูกต้อง', [{ field: 'code', message: 'รหัส OTP ไม่ถูกต้อง' }]));
    const { user, code, password, confirmation, submit } = await toSecondStep();
    await user.type(code, '111111');
    await user.type(password, 'newpass99');
    await user.type(confirmation, 'newpass99');
    await user.click(submit);
    expect(await screen.findByText('รหัส OTP ไม่ถูกต้อง')).toBeInTheDocument();
    expect(code).toHaveValue('111111');
    expect(password).toHaveValue('newpass99');
  });

  it('resets the password with the code reference and offers the login page', async () => {
    jest.mocked(postPasswordReset).mockResolvedValue(undefined);
    const { user, code, password, confirmation, submit } = await toSecondStep();
    await user.type(code, '222222');
    await user.type(password, 'newpass99');
    await user.type(confirmation, 'newpass99');
    await user.click(submit);
    expect(await screen.findByText(/ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว/)).toBeInTheDocument();
    expect(postPasswordReset).toHaveBeenCalledWith({
      tel: '0812345678',
      otp_ref: 'Hs7dLq2Wn5BvK0cE',
      code: '222222',
      password: 'newpass99',
      password_confirmation: 'newpass99',
    });
    expect(screen.getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' })).toHaveAttribute('href', '/members/login');
  });
});
