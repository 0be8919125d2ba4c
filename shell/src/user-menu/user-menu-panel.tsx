import { useEffect, useRef, useState } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { Link, useNavigate } from 'react-router';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import { WELCOME_PENDING_TEXT } from '@chokdee/shared-contract/rules/buyer-requirements';
import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import { logout } from '@chokdee/shared-kernel/stores/auth';
import { $catalog } from '../catalog/catalog-store';
import { useSiteRolePath } from '../catalog/site-roles';
import { outsideCommit } from '@chokdee/shared-kernel/runtime/outside-commit';
import { $points, refreshPoints, type PointsState } from '@chokdee/shared-kernel/stores/points';
import { paths } from '../config/paths';
import { catalogMenuLinks } from '../navigation/catalog-menu';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { NoticeList } from './notice-list';
import styles from './user-menu.module.css';

export const LOGOUT_QUESTION = 'คุณต้องการออกจากระบบ ?';

export type UserMenuPanelProps = {
  id: string;
  user: AuthUser;
  onClose: () => void;
  /** Spec §2 'dragon rare mode': only the personal-info item, the menu's first (no points, no other links). */
  dragonRareMode?: boolean;
};

/** Spec §2/§8: the balance, or the fetch's error message in its place. */
export function pointsText(points: PointsState): string {
  if (points.status === 'ready') return `แต้มสะสม ${formatInteger(points.balance)}`;
  if (points.status === 'error') return points.message;
  return 'กำลังโหลดแต้มสะสม…';
}

/** The logged-in dropdown: name, points, notices, links and logout (after a confirm). */
export default function UserMenuPanel({ id, user, onClose, dragonRareMode = false }: UserMenuPanelProps) {
  const points = useStore($points);
  const catalog = useStore($catalog);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const fullName = `${user.name} ${user.lastname}`.trim() || '-';
  const verifyPhone = useSiteRolePath('verify-phone');

  useEffect(() => {
    firstLink.current?.focus();
    // Opening the menu shows a fresh balance (a redemption elsewhere may have spent points).
    // Outside the commit: other roots show the balance too.
    if (!dragonRareMode) outsideCommit(() => void refreshPoints());
  }, [dragonRareMode]);
  // The links the remotes declare for the `user` menu; 'dragon rare mode' keeps the first (personal info).
  const allLinks = catalogMenuLinks(catalog, 'user', { loggedIn: true });
  const links = dragonRareMode ? allLinks.slice(0, 1) : allLinks;

  return (
    <div id={id} className={styles.panel}>
      <p className={styles.name}>{fullName}</p>
      {!dragonRareMode && (
        <p className={points.status === 'error' ? styles.pointsError : styles.points} aria-live="polite">
          {pointsText(points)}
          {points.status === 'ready' && points.pendingWelcome > 0 && (
            <span className={styles.pending}>
              {WELCOME_PENDING_TEXT(points.pendingWelcome)}{' '}
              {verifyPhone && (
                <Link to={verifyPhone} className={styles.pendingLink} onClick={onClose}>
                  ยืนยันเบอร์โทรศัพท์
                </Link>
              )}
            </span>
          )}
        </p>
      )}
      {!dragonRareMode && <NoticeList onNavigate={onClose} />}
      <ul className={styles.links}>
        {links.map((link, index) => (
          <li key={link.to}>
            <Link
              ref={index === 0 ? firstLink : undefined}
              to={link.to}
              className={styles.link}
              onClick={onClose}
            >
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.link} onClick={() => setConfirming(true)}>
            ออกจากระบบ
          </button>
        </li>
      </ul>
      {confirming && (
        <ConfirmDialog
          message={LOGOUT_QUESTION}
          okText="ออกจากระบบ"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            onClose();
            // Leave the (maybe protected) page first, so its guard does not save it as an intent.
            void navigate(paths.home.getHref());
            void logout();
          }}
        />
      )}
    </div>
  );
}
