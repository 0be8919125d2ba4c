import { Link } from 'react-router';
import { paths } from '../config/paths';
import { pageTitle } from '../content/page-title';
import styles from './pages.module.css';

export const UNAVAILABLE_TEXT = 'ขออภัย หน้านี้ปิดให้บริการชั่วคราว';

/** A path whose remote is turned off in the catalog (a campaign out of season): not a 404. */
export function UnavailablePage() {
  return (
    <section className={styles.problem} aria-labelledby="unavailable-title">
      <title>{pageTitle(UNAVAILABLE_TEXT)}</title>
      <h1 id="unavailable-title" className={styles.title}>
        {UNAVAILABLE_TEXT}
      </h1>
      <p className={styles.lead}>กรุณากลับมาใหม่อีกครั้งในภายหลัง</p>
      <Link to={paths.home.getHref()} className={styles.cta}>
        กลับหน้าแรก
      </Link>
    </section>
  );
}

export default UnavailablePage;
