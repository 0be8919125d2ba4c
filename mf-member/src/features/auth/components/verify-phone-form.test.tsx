import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { postOtpSend, postOtpVerify } from '@chokdee/shared-kernel/api/auth';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { apiError } from '../../../testing/api-errors';
import { authUser } from '../../../testing/auth-user';
import { VerifyPhoneForm } from './verify-phone-form';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({ postOtpSend: jest.fn(), postOtpVerify: jest.fn() }));
jest.mock('@chokdee/shared-kernel/stores/auth', () => ({ setUser: jest.fn() }));

function sent(resendAfter = 60) {
  return {
    otp_ref: 'Yq3kP9vR2mZx8TfA',
    display_ref: 'AB12',
    expires_at: new Date(Date.now() + 300_000).toISOString(),
    resend_after_seconds: resendAfter,
  };
}

function setup() {
  const user = userEvent.setup();
  const onVerified = jest.fn();
  render(
    <StrictMode>
      <VerifyPhoneForm tel="0812345678" onVerified={onVerified} />
    </StrictMode>,
  );
  return {
    user,
    onVerified,
    code: screen.getByRole('textbox', { name: 'รหัส OTP' }),
    submit: screen.getByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' }),
  };
}

beforeEach(() => {
  jest.mocked(postOtpSend).mockReset().mockResolvedValue(sent());
  jest.mocked(postOtpVerify).mockReset();
  jest.mocked(setUser).mockReset();
});

describe('VerifyPhoneForm', () => {
  it('texts one code to the member on open (even with a double mount) and shows where it went', async () => {
    setup();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ส่งรหัส OTP ไปที่ 081 234 5678 แล้ว (รหัสอ้างอิง: AB12)',
    );
    expect(postOtpSend).toHaveBeenCalledTimes(1);
    expect(postOtpSend).toHaveBeenCalledWith({ tel: '0812345678', purpose: 'verify_phone' });
  });

  it('counts down before another code may be asked for', async () => {
    setup();
    expect(await screen.findByText(/ขอรหัสใหม่ได้ในอีก (60|59) วินาที/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งรหัสอีกครั้ง' })).toBeDisabled();
  });

  it('sends again when the wait is over', async () => {
    jest.mocked(postOtpSend).mockResolvedValue(sent(0));
    const { user } = setup();
    const resend = await screen.findByRole('button', { name: 'ส่งรหัสอีกครั้ง' });
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    await waitFor(() => expect(postOtpSend).toHaveBeenCalledTimes(2));
  });

  it('checks the code is 6 digits before sending it', async () => {
    const { user, code, submit } = setup();
    await user.click(submit);
    expect(screen.getByText('กรุณากรอกรหัส OTP')).toBeInTheDocument();
    await user.type(code, '12a');
    await user.click(submit);
    expect(screen.getByText('รหัส OTP ต้องเป็นตัวเลขเท่านั้น')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123');
    await user.click(submit);
    expect(screen.getByText('รหัส OTP ต้องมีความยาว 6 ตัวอักษร')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(postOtpVerify).not.toHaveBeenCalled();
  });

  it('shows the Thai error for a wrong code under the field and keeps it', async () => {
    jest
      .mocked(postOtpVerify)
      .mockRejectedValue(apiError(422, 'ข้อมูลไม่ถูกต้อง', [{ field: 'code', message: 'รหัส OTP ไม่ถูกต้อง' }]));
    const { user, code, submit } = setup();
    await screen.findByText(/รหัสอ้างอิง: AB12/);
    await user.type(code, '123456');
    await user.click(submit);
    expect(await screen.findByText('รหัส OTP ไม่ถูกต้อง')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('123456');
    expect(postOtpVerify).toHaveBeenCalledWith({ otp_ref: 'Yq3kP9vR2mZx8TfA', code: '123456' });
  });

  it('shows the expired and too-many-tries messages', async () => {
    jest
      .mocked(postOtpVerify)
      .mockRejectedValueOnce(
        apiError(422, 'รหัส OTP หมดอายุ กรุณาขอรหัสใหม่', [
          { field: 'code', message: 'รหัส OTP หมดอายุ กรุณาขอรหัสใหม่' },
        ]),
      )
      .mockRejectedValueOnce(apiError(429, 'กรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัสใหม่'));
    const { user, code, submit } = setup();
    await screen.findByText(/รหัสอ้างอิง: AB12/);
    await user.type(code, '123456');
    await user.click(submit);
    expect(await screen.findByText('รหัส OTP หมดอายุ กรุณาขอรหัสใหม่')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('กรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัสใหม่')).toBeInTheDocument();
  });

  it('shows a refused send (rate limit) as an alert', async () => {
    jest.mocked(postOtpSend).mockRejectedValue(apiError(429, 'ขอรหัส OTP บ่อยเกินไป กรุณารอสักครู่'));
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('ขอรหัส OTP บ่อยเกินไป กรุณารอสักครู่');
  });

  it('stores the verified member and continues', async () => {
    const verified = authUser({ verified_otp_id: 7 });
    jest.mocked(postOtpVerify).mockResolvedValue(verified);
    const { user, code, submit, onVerified } = setup();
    await screen.findByText(/รหัสอ้างอิง: AB12/);
    await user.type(code, '654321');
    await user.click(submit);
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(setUser).toHaveBeenCalledWith(verified);
  });
});
