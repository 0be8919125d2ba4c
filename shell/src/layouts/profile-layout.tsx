import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { BottomMenuSlot } from '../bottom-menu/bottom-menu-slot';
import { Avatar } from '../ui/avatar';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import { ProfileMenu } from './profile-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import frame from './default-layout.module.css';
import styles from './profile-layout.module.css';

export type ProfileLayoutProps = LayoutProps;

/** The member's full name, or '-' when there is none (spec §2). */
export function displayName(user: { name: string; lastname: string } | null): string {
  return user ? `${user.name} ${user.lastname}`.trim() || '-' : '-';
}

/**
 * Spec §2 `profile` layout: the site header, then the member's avatar, name and grouped menu
 * beside the page (above it on small screens), and the bottom member menu. The page sets the
 * document title itself.
 */
export function ProfileLayout({ children }: ProfileLayoutProps) {
  const user = useStore($user);
  return (
    <div className={frame.frame}>
      <SkipLink />
      <SiteHeader />
      <CatalogNotice />
      <div className={styles.body}>
        <aside className={styles.side} aria-label="ข้อมูลสมาชิก">
          <div className={styles.identity}>
            <Avatar url={user?.avatar?.url} size={64} />
            <p className={styles.userName}>{displayName(user)}</p>
          </div>
          <ProfileMenu />
        </aside>
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
      <SiteFooter />
      <BottomMenuSlot />
    </div>
  );
}
