import { useId, useRef } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $catalog } from '../catalog/catalog-store';
import { useCurrentRoute } from '../routing/route-handle';
import { buildMenu } from './menu-model';
import { MoreMenu } from './more-menu';
import { NavGroup } from './nav-group';
import { NavItemLink } from './nav-item-link';
import { useRouteDisclosure } from './use-route-disclosure';
import { useRowFit } from './use-row-fit';
import styles from './navigation.module.css';

export const MAIN_MENU_LABEL = 'เมนูหลัก';
export const OPEN_MENU_LABEL = 'เปิดเมนู';
export const CLOSE_MENU_LABEL = 'ปิดเมนู';

/**
 * Spec §2 navigation menu. Wide screens (≥ 1024 px) show it in the header's one row, the entries
 * that do not fit in a last 'เพิ่มเติม' disclosure; phones and tablets get a menu button that opens
 * it below the header and closes it on a route change, a tap outside or Escape.
 */
export function SiteNavigation() {
  const catalog = useStore($catalog);
  const { handle } = useCurrentRoute();
  const panelId = useId();
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { open, buttonRef, toggle } = useRouteDisclosure(navRef);

  const entries = buildMenu(catalog, handle.menuMode);
  const fit = useRowFit(listRef, entries.map((entry) => entry.label).join('\n'), entries.length);
  // Past `fit`, an entry keeps its place in the row (hidden, measured) and shows under 'เพิ่มเติม'.
  const rowClass = (index: number) => (index < fit ? undefined : styles.overflowed);
  if (entries.length === 0) return null; // e-commerce mode while the store is not live
  return (
    <nav ref={navRef} aria-label={MAIN_MENU_LABEL} className={styles.nav}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className={open ? `${styles.burger} ${styles.burgerOpen}` : styles.burger} aria-hidden="true" />
        <span className={styles.visuallyHidden}>{open ? CLOSE_MENU_LABEL : OPEN_MENU_LABEL}</span>
      </button>
      <div id={panelId} className={open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}>
        <ul ref={listRef} className={styles.list}>
          {entries.map((entry, index) =>
            entry.kind === 'group' ? (
              <NavGroup key={entry.id} group={entry} className={rowClass(index)} />
            ) : (
              <li key={entry.to} className={rowClass(index)}>
                <NavItemLink item={entry} className={styles.item} />
              </li>
            ),
          )}
          {fit < entries.length && <MoreMenu entries={entries.slice(fit)} />}
        </ul>
      </div>
    </nav>
  );
}
