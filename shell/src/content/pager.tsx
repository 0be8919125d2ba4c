import { Link } from 'react-router';
import styles from './content.module.css';

export type PagerProps = {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
};

/** 'ก่อนหน้า' / 'หน้าถัดไป' links around 'หน้า N จาก M'; nothing when everything fits on one page. */
export function Pager({ page, lastPage, hrefFor }: PagerProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="เลขหน้า">
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, lastPage))} className={styles.pagerLink} rel="prev">
          ก่อนหน้า
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pagerStatus}>
        หน้า {page} จาก {lastPage}
      </span>
      {page < lastPage ? (
        <Link to={hrefFor(page + 1)} className={styles.pagerLink} rel="next">
          หน้าถัดไป
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
