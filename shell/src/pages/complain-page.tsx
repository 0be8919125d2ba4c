import { ComplaintForm } from '../complain/complaint-form';
import { StatusLookupForm } from '../complain/status-lookup-form';
import { pageTitle } from '../content/page-title';
import styles from '../content/content.module.css';

/** Spec §2 `/complain`: visitors and members tell the team what went wrong, then follow it by its code. */
export function ComplainPage() {
  return (
    <section className={styles.page} aria-labelledby="complain-title">
      <title>{pageTitle('ร้องเรียน')}</title>
      <h1 id="complain-title" className={styles.heading}>
        ร้องเรียน
      </h1>
      <p className={styles.lead}>แจ้งปัญหาหรือข้อร้องเรียนเกี่ยวกับการใช้บริการ เจ้าหน้าที่จะตรวจสอบและติดต่อกลับโดยเร็ว</p>
      <ComplaintForm />
      <StatusLookupForm />
    </section>
  );
}

export default ComplainPage;
