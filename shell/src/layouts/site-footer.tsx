import { buddhistYear } from './buddhist-year';
import styles from './default-layout.module.css';

export type SiteFooterProps = {
  /** The moment the year is taken from; today by default. */
  now?: Date;
};

export function SiteFooter({ now }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <p className={styles.copyright}>© {buddhistYear(now)} โชคดี</p>
    </footer>
  );
}
