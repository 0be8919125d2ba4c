import { useEffect, useRef } from 'react';
import { postOtpVerify } from '@chokdee/shared-kernel/api/auth';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { FormAlert } from '../../../components/form-alert';
import { useForm } from '../../../lib/use-form';
import { useOtpSender } from '../hooks/use-otp-sender';
import { checkOtp, compact, OTP_LENGTH } from '../utils/validators';
import { OtpCodeField } from './otp-code-field';
import { OtpSendStatus } from './otp-send-status';
import { ResendOtp } from './resend-otp';
import styles from '../../../components/form.module.css';

export type VerifyPhoneFormProps = {
  /** The member's own number: the API only sends verify codes there. */
  tel: string;
  onVerified: () => Promise<void> | void;
};

export const NO_OTP_REF_MESSAGE = 'กรุณากดส่งรหัส OTP ก่อน';

/** Texts a code to the member's phone as soon as the page opens, then checks the 6 digits. */
export function VerifyPhoneForm({ tel, onVerified }: VerifyPhoneFormProps) {
  const otp = useOtpSender('verify_phone');
  const sentOnce = useRef(false);
  const { send } = otp;

  // One code per visit: a second mount in development must not spend the per-phone send limit.
  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send(tel);
  }, [send, tel]);

  const { formRef, ...form } = useForm({
    initial: { code: '' },
    validate: (values) => compact({ code: checkOtp(values.code) }),
    submit: async (values) => {
      if (!otp.otpRef) throw new ApiRequestError({ message: NO_OTP_REF_MESSAGE, errors: [], status: 0 });
      const user = await postOtpVerify({ otp_ref: otp.otpRef, code: values.code });
      setUser(user);
      await onVerified();
    },
  });

  const sending = otp.state.status === 'sending';
  return (
    <form ref={formRef} className={styles.form} onSubmit={form.onSubmit} noValidate>
      <OtpSendStatus state={otp.state} tel={tel} />
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <OtpCodeField {...form.bind('code')} hint={`กรอกรหัส ${OTP_LENGTH} หลักจาก SMS ภายใน 5 นาที`} />
      <ResendOtp secondsLeft={otp.secondsLeft} sending={sending} onResend={() => void send(tel)} />
      <button type="submit" className={styles.submit} disabled={form.submitting}>
        {form.submitting ? 'กำลังตรวจสอบ…' : 'ยืนยันเบอร์โทรศัพท์'}
      </button>
    </form>
  );
}
