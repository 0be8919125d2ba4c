import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import { LogoHeader } from './logo-header';
import styles from './login-layout.module.css';

export type LoginLayoutProps = LayoutProps;

/** Spec §2 `login` layout: the page in a centred white card on a soft background. */
export function LoginLayout({ children }: LoginLayoutProps) {
  return (
    <div className={styles.frame}>
      <SkipLink />
      <LogoHeader className={styles.top} logoClassName={styles.logo} />
      <main id="main" className={styles.card}>
        {children}
      </main>
    </div>
  );
}
