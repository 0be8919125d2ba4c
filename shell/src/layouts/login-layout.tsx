import { Link } from 'react-router';
import { paths } from '../config/paths';
import type { LayoutProps } from './layout-props';
import frame from './default-layout.module.css';
import styles from './login-layout.module.css';

export type LoginLayoutProps = LayoutProps;

/** Spec §2 `login` layout: the page in a centred white card on a soft background. */
export function LoginLayout({ children }: LoginLayoutProps) {
  return (
    <div className={styles.frame}>
      <a href="#main" className={frame.skipLink}>
        ข้ามไปยังเนื้อหา
      </a>
      <header className={styles.top}>
        <Link to={paths.home.getHref()} className={styles.logo} aria-label="โชคดี หน้าแรก">
          โชคดี
        </Link>
      </header>
      <main id="main" className={styles.card}>
        {children}
      </main>
    </div>
  );
}
