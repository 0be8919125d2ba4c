import type { PageMeta } from '@chokdee/shared-kernel/schemas/envelope';
import { Link } from 'react-router';
import styles from './pager.module.css';

export type PagerProps = {
  meta: PageMeta;
  /** The href of page `n` (page 1 may drop the query). */
  hrefFor: (page: number) => string;
};

/** Previous / next links of a paged list; nothing when everything fits on one page. */
export function Pager({ meta, hrefFor }: PagerProps) {
  if (meta.last_page <= 1) return null;
  const { page, last_page: last } = meta;
  return (
    <nav className={styles.pager} aria-label="เลือกหน้า">
      {page > 1 ? (
        <Link className={styles.link} to={hrefFor(page - 1)} rel="prev">
          ‹ ก่อนหน้า
        </Link>
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      <span className={styles.position} aria-current="page">
        หน้า {page} จาก {last}
      </span>
      {page < last ? (
        <Link className={styles.link} to={hrefFor(page + 1)} rel="next">
          ถัดไป ›
        </Link>
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
    </nav>
  );
}
