import { shareLinks } from './share-links';
import styles from './share-row.module.css';

export type ShareRowProps = {
  /** The absolute URL to share (the page's canonical address). */
  url: string;
  title: string;
};

/** Spec §2 Widgets: share the current page on facebook, LINE and twitter; each opens a new tab. */
export function ShareRow({ url, title }: ShareRowProps) {
  return (
    <nav className={styles.row} aria-label="แชร์">
      <span className={styles.caption} aria-hidden="true">
        แชร์:
      </span>
      <ul className={styles.list}>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              className={`${styles.link} ${styles[link.network]}`}
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
