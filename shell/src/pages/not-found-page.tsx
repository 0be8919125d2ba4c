import { Link } from 'react-router';
import { paths } from '../config/paths';
import own from './error-page.module.css';
import styles from './pages.module.css';

export const NOT_FOUND_TEXT = 'ไม่พบหน้าที่คุณต้องการ';
/** Spec §2 gives the page's line in English; it stays, under the Thai one. */
export const NOT_FOUND_SPEC_TEXT = 'This page could not be found';

/** Spec §2 page not found: '404', the message, and the way home. */
export function NotFoundPage() {
  return (
    <section className={styles.problem} aria-labelledby="not-found-title">
      <title>{`404 ${NOT_FOUND_TEXT} | โชคดี`}</title>
      <h1 id="not-found-title" className={styles.code}>
        404
      </h1>
      <h2 className={styles.title}>{NOT_FOUND_TEXT}</h2>
      <p className={own.specLine} lang="en">
        {NOT_FOUND_SPEC_TEXT}
      </p>
      <Link to={paths.home.getHref()} className={styles.cta}>
        กลับหน้าแรก
      </Link>
    </section>
  );
}

export default NotFoundPage;
