import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { NavLink } from 'react-router';
import { $catalog } from '../catalog/catalog-store';
import { WidgetSlot } from '../slots/widget-slot';
import { BottomMenuSlot } from '../bottom-menu/bottom-menu-slot';
import { catalogMenuLinks } from '../navigation/catalog-menu';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import frame from './default-layout.module.css';
import styles from './banner-layout.module.css';

export type BannerLayoutProps = LayoutProps;

export const PRAY_MENU_LABEL = 'เมนูขอพร';

/**
 * Spec §2's pray layout, the `banner` layout: the site header, then a band with the `header.below`
 * widgets (a banner, a search) and the `pray` menu's sub-navigation, the page, the footer and the
 * bottom member menu. The prayer area (the blue dragon's) puts the user menu in spec §2's 'dragon
 * rare mode' (only personal info): the spec does not say what turns the mode on; this area is the
 * one the name points to.
 */
export function BannerLayout({ children }: BannerLayoutProps) {
  // The prayer sub-navigation: the `pray` links the live remotes declare (never a 404).
  const items = catalogMenuLinks(useStore($catalog), 'pray');
  return (
    <div className={frame.frame}>
      <SkipLink />
      <SiteHeader dragonRareMode />
      <CatalogNotice />
      <div className={styles.band}>
        <WidgetSlot name="header.below" className={styles.bandWidgets} />
        {items.length > 0 && (
          <nav aria-label={PRAY_MENU_LABEL} className={styles.subnav}>
            <ul className={styles.subnavList}>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) => (isActive ? `${styles.tab} ${styles.current}` : styles.tab)}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <main id="main" className={frame.main}>
        {children}
      </main>
      <SiteFooter />
      <BottomMenuSlot />
    </div>
  );
}
