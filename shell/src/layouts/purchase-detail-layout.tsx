import { Link } from 'react-router';
import { BottomMenuSlot } from '../bottom-menu/bottom-menu-slot';
import { paths } from '../config/paths';
import { useSiteRolePath } from '../catalog/site-roles';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import { SiteHeader } from './site-header';
import frame from './default-layout.module.css';
import styles from './purchase-detail-layout.module.css';

export type PurchaseDetailLayoutProps = LayoutProps;

/**
 * Spec §2 `purchase-detail` layout for an order page: the header, a way back to the orders
 * awaiting payment (the page serving that role, else home), the order in one centred column, and the bottom member menu. No footer: the
 * page is about paying this one order.
 */
export function PurchaseDetailLayout({ children }: PurchaseDetailLayoutProps) {
  const back = useSiteRolePath('awaiting-payment') ?? paths.home.getHref();
  return (
    <div className={frame.frame}>
      <SkipLink />
      <SiteHeader />
      <CatalogNotice />
      <div className={styles.column}>
        <Link to={back} className={styles.back}>
          <span className={styles.chevron} aria-hidden="true" />
          กลับ
        </Link>
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
      <BottomMenuSlot />
    </div>
  );
}
