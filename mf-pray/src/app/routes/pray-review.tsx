import { PrayReviewPanel } from '../../features/pray-review/components/pray-review-panel';
import styles from '../../features/projects/components/pray.module.css';

/** /staff/pray-review — staff approve or reject the members' prayer projects (a staff page: it asks a visitor to log in as staff). */
export function PrayReviewPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>ตรวจคำขอพร</h1>
      <PrayReviewPanel />
    </section>
  );
}
