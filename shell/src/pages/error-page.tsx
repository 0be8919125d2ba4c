import { Link } from 'react-router';
import { paths } from '../config/paths';
import { summarizeError } from './error-message';
import { NotFoundPage } from './not-found-page';
import styles from './pages.module.css';

/**
 * Spec §2 error page: shows the message of the error a page threw; a 404 gets the not-found page with its link home.
 * Loaded eagerly: it must work when a chunk could not be.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, message } = summarizeError(error);
  if (status === 404) return <NotFoundPage />;
  return (
    <section className={styles.problem} aria-labelledby="error-title">
      <title>เกิดข้อผิดพลาด | โชคดี</title>
      <h1 id="error-title" className={styles.title}>
        เกิดข้อผิดพลาด
      </h1>
      <p className={styles.lead} role="alert">
        {message}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.cta} onClick={() => window.location.reload()}>
          ลองใหม่อีกครั้ง
        </button>
        <Link to={paths.home.getHref()} className={styles.secondary}>
          กลับหน้าแรก
        </Link>
      </div>
    </section>
  );
}
