import { Link } from 'react-router';
import { paths } from '../config/paths';
import styles from './pages.module.css';

export const NOT_FOUND_TEXT = 'ไม่พบหน้าที่คุณต้องการ';

/** Spec §2 page not found: '404' and the Thai message, with the way home. */
export function NotFoundPage() {
  return (
    <section className={styles.problem} aria-labelledby="not-found-title">
      <title>{`${NOT_FOUND_TEXT} | โชคดี`}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {NOT_FOUND_TEXT}
      </h1>
      <Link to={paths.home.getHref()} className={styles.cta}>
        กลับหน้าแรก
      </Link>
    </section>
  );
}

export default NotFoundPage;
