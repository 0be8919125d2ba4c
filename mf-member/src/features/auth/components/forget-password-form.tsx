import { useState } from 'react';
import { Link } from 'react-router';
import { postPasswordReset } from '@chokdee/shared-kernel/api/auth';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { PhoneField } from './phone-field';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { useForm } from '../../../lib/use-form';
import { useOtpSender } from '../hooks/use-otp-sender';
import {
  checkConfirmation,
  checkNewPassword,
  checkOtp,
  checkTel,
  compact,
  normalizeTel,
  PASSWORD_MIN_LENGTH,
} from '../utils/validators';
import { OtpCodeField } from './otp-code-field';
import { OtpSendStatus } from './otp-send-status';
import { ResendOtp } from './resend-otp';
import styles from '../../../components/form.module.css';

/** Forgot password in three steps: the phone, then the code with a new password, then done. */
export function ForgetPasswordForm() {
  const otp = useOtpSender('reset_password');
  const [tel, setTel] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const { formRef: telFormRef, ...telForm } = useForm({
    initial: { tel: '' },
    validate: (values) => compact({ tel: checkTel(values.tel) }),
    submit: async (values) => {
      const number = normalizeTel(values.tel);
      if (await otp.send(number)) setTel(number);
    },
  });

  const { formRef: resetFormRef, ...resetForm } = useForm({
    initial: { code: '', password: '', password_confirmation: '' },
    validate: (values) =>
      compact({
        code: checkOtp(values.code),
        password: checkNewPassword(values.password),
        password_confirmation: checkConfirmation(values.password, values.password_confirmation),
      }),
    submit: async (values) => {
      await postPasswordReset({
        tel: tel ?? '',
        otp_ref: otp.otpRef ?? '',
        code: values.code,
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      setDone(true);
    },
  });

  if (done) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success">ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่</FormAlert>
        <Link className={`${styles.submit} ${styles.linkButton}`} to={paths.login.getHref()}>
          ไปหน้าเข้าสู่ระบบ
        </Link>
      </div>
    );
  }

  if (tel === null) {
    return (
      <form ref={telFormRef} className={styles.form} onSubmit={telForm.onSubmit} noValidate>
        {otp.state.status === 'error' && <FormAlert>{otp.state.message}</FormAlert>}
        <PhoneField {...telForm.bind('tel')} hint="เราจะส่งรหัส OTP ไปยังเบอร์นี้" />
        <button type="submit" className={styles.submit} disabled={telForm.submitting}>
          {telForm.submitting ? 'กำลังส่งรหัส…' : 'ขอรหัส OTP'}
        </button>
      </form>
    );
  }

  return (
    <form ref={resetFormRef} className={styles.form} onSubmit={resetForm.onSubmit} noValidate>
      <OtpSendStatus state={otp.state} tel={tel} />
      {resetForm.formError && <FormAlert>{resetForm.formError}</FormAlert>}
      <OtpCodeField {...resetForm.bind('code')} />
      <ResendOtp
        secondsLeft={otp.secondsLeft}
        sending={otp.state.status === 'sending'}
        onResend={() => void otp.send(tel)}
      />
      <TextField
        {...resetForm.bind('password')}
        label="รหัสผ่านใหม่"
        required
        type="password"
        autoComplete="new-password"
        hint={`อย่างน้อย ${PASSWORD_MIN_LENGTH} ตัวอักษร มีทั้งตัวอักษรและตัวเลข`}
      />
      <TextField
        {...resetForm.bind('password_confirmation')}
        label="ยืนยันรหัสผ่านใหม่"
        required
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className={styles.submit} disabled={resetForm.submitting}>
        {resetForm.submitting ? 'กำลังบันทึก…' : 'ตั้งรหัสผ่านใหม่'}
      </button>
    </form>
  );
}
