import { Link } from 'react-router';
import styles from './result-not-found.module.css';

export type ResultNotFoundProps = {
  latestHref: string;
};

export function ResultNotFound({ latestHref }: ResultNotFoundProps) {
  return (
    <div className={styles.notFound} role="alert">
      <p className={styles.title}>ไม่พบผลสลากงวดนี้</p>
      <p className={styles.hint}>งวดที่เลือกอาจยังไม่ออกรางวัล หรือที่อยู่หน้าไม่ถูกต้อง</p>
      <Link to={latestHref} className={styles.link}>
        ดูผลสลากงวดล่าสุด
      </Link>
    </div>
  );
}
