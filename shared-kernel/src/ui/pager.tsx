import { Link } from 'react-router';
import styles from './pager.module.css';

export type PagerProps = {
  page: number;
  lastPage: number;
  /** The href of page `n` (page 1 may drop the query). */
  hrefFor: (page: number) => string;
};

/** 'ก่อนหน้า' / 'หน้าถัดไป' links around 'หน้า N จาก M'; nothing when everything fits on one page. */
export function Pager({ page, lastPage, hrefFor }: PagerProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="เลือกหน้า">
      {page > 1 ? (
        <Link className={styles.link} to={hrefFor(Math.min(page - 1, lastPage))} rel="prev">
          ก่อนหน้า
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span className={styles.position} aria-current="page">
        หน้า {page} จาก {lastPage}
      </span>
      {page < lastPage ? (
        <Link className={styles.link} to={hrefFor(page + 1)} rel="next">
          หน้าถัดไป
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
