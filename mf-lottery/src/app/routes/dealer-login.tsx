import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { DealerLoginForm } from '../../features/dealer/components/dealer-login-form';
import styles from './dealer-login.module.css';

/** /dealer/login — the store owner's sign-in, then their orders. */
export function DealerLoginPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>เข้าสู่ระบบร้านค้า</h1>
      <p className={styles.lead}>สำหรับตัวแทนจำหน่ายสลาก เพื่อตรวจสลิปและยืนยันการชำระเงิน</p>
      <DealerLoginForm onLoggedIn={() => navigate(paths.dealerOrders.getHref())} />
    </div>
  );
}
