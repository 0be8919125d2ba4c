import { Link } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { paths } from '../../config/paths';
import { ForgetPasswordForm } from '../../features/auth/components/forget-password-form';

/** /members/forget-password: a new password through an SMS code. */
export function ForgetPasswordPage() {
  return (
    <AuthCard
      title="ลืมรหัสผ่าน"
      lead="กรอกเบอร์โทรศัพท์ที่ใช้สมัครสมาชิก เพื่อรับรหัส OTP และตั้งรหัสผ่านใหม่"
      footer={
        <p>
          จำรหัสผ่านได้แล้ว? <Link to={paths.login.getHref()}>เข้าสู่ระบบ</Link>
        </p>
      }
    >
      <ForgetPasswordForm />
    </AuthCard>
  );
}
