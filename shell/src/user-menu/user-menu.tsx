import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useLocation } from 'react-router';
import { $authReady, $user } from '@chokdee/shared-kernel/stores/auth';
import { $notices } from '@chokdee/shared-kernel/stores/notices';
import { importWithReload } from '../remotes/chunk-reload';
import { Avatar } from '../ui/avatar';
import { LoginLink } from './login-link';
import styles from './user-menu.module.css';

// The dropdown (points, links, logout confirm) loads on the first open, not with the page.
const UserMenuPanel = lazy(importWithReload(() => import('./user-menu-panel')));

/**
 * Spec §2 user menu. Logged in: an avatar button that opens the dropdown (a disclosure: the
 * button says whether it is expanded; Escape, a click outside, leaving it with Tab or a route
 * change close it). Logged out: the login link that remembers where the visitor was.
 * `dragonRareMode` (spec §2): the dropdown keeps only the personal-info item (and logout).
 */
export function UserMenu({ dragonRareMode = false }: { dragonRareMode?: boolean }) {
  const user = useStore($user);
  const ready = useStore($authReady);
  const notices = useStore($notices);
  const unread = notices.status === 'ready' ? notices.unread : 0;
  const location = useLocation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Open for one location only: navigating anywhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  if (!user) return ready ? <LoginLink /> : <span className={styles.placeholder} aria-hidden="true" />;

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close(true);
        }
      }}
      onBlur={(event) => {
        // Focus left the menu (Tab past the last item, a click elsewhere): close it.
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) {
          close(false);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <Avatar url={user.avatar?.url} size={36} />
        <span className={styles.visuallyHidden}>
          เมนูผู้ใช้{unread > 0 ? ` มีการแจ้งเตือนใหม่ ${unread} รายการ` : ''}
        </span>
        {unread > 0 && (
          <span className={styles.unread} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <>
          <div className={styles.scrim} aria-hidden="true" onClick={() => close(false)} />
          <Suspense
            fallback={
              <div id={panelId} className={styles.panel} role="status">
                กำลังโหลด…
              </div>
            }
          >
            <UserMenuPanel
              id={panelId}
              user={user}
              onClose={() => close(false)}
              dragonRareMode={dragonRareMode}
            />
          </Suspense>
        </>
      )}
    </div>
  );
}
