import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { Link, NavLink, useLocation } from 'react-router';
import { $isLoggedIn } from '@chokdee/shared-kernel/stores/auth';
import { $catalog } from '../catalog/catalog-store';
import { $currentStore } from '@chokdee/shared-kernel/stores/current-store';
import { WidgetSlot } from '../slots/widget-slot';
import { BottomMenuFrame } from './bottom-menu-frame';
import { showsOnlyBuyButton } from './buy-only-routes';
import { CartMenuItem } from './cart-menu-item';
import { MenuCountBadge } from './menu-count-badge';
import { bottomMenuAction, bottomMenuItems, type BottomMenuLink } from './menu-items';
import { LineIcon } from '@chokdee/shared-kernel/ui/line-icon';
import { bottomMenuVariant } from './menu-variant';
import styles from './bottom-menu.module.css';

export const BOTTOM_MENU_LABEL = 'เมนูลัดสมาชิก';

function MenuLink({ item }: { item: BottomMenuLink }) {
  return (
    // NavLink marks the current page with aria-current="page".
    <NavLink to={item.href} end={item.end} className={styles.link}>
      <span className={styles.iconWrap}>
        {item.icon && <LineIcon name={item.icon} className={styles.icon} />}
        {item.countBadge && <MenuCountBadge badgeKey={item.countBadge} />}
      </span>
      <span className={styles.label}>{item.label}</span>
    </NavLink>
  );
}

/**
 * Spec §2 bottom member menu: fixed at the bottom on phones, a compact dock on wider screens.
 * Only with a user reference (the store page's own, else the current store). On the pages of
 * `buy-only-routes.ts`, and the routes that ask for it, a phone sees just the bar's action (the
 * 'ซื้อลอตเตอรี่' button) instead of the items.
 */
export function BottomMemberMenu({
  routeUserRef,
  actionOnly = false,
  layerRef,
}: {
  routeUserRef?: string;
  /** The page's catalog route asks for the action alone on phones (its `bottom_menu`). */
  actionOnly?: boolean;
  /** The screen manager's ref for the bar (BottomMenuSlot's layer). */
  layerRef?: (element: HTMLElement | null) => void;
}) {
  const loggedIn = useStore($isLoggedIn);
  const store = useStore($currentStore);
  const catalog = useStore($catalog);
  const { pathname } = useLocation();
  // The store the page's URL names (a dealer's store page) before the one remembered.
  const userRef = routeUserRef ?? store?.userRef;
  const variant = bottomMenuVariant({ loggedIn, userRef });
  if (!variant) return null;
  const action = bottomMenuAction(catalog, variant, userRef);
  const buyOnly = action !== undefined && (actionOnly || showsOnlyBuyButton(pathname));

  return (
    <BottomMenuFrame variant={variant} label={BOTTOM_MENU_LABEL} layerRef={layerRef}>
      {buyOnly && (
        <Link to={action.href} className={styles.buy}>
          {action.icon && <LineIcon name={action.icon} className={styles.icon} />}
          {action.label}
        </Link>
      )}
      <ul className={buyOnly ? `${styles.list} ${styles.hiddenOnPhone}` : styles.list}>
        {bottomMenuItems(catalog, variant, userRef).map((item) => (
          <li key={item.kind === 'cart' ? 'cart' : item.href} className={styles.item}>
            {item.kind === 'cart' ? <CartMenuItem /> : <MenuLink item={item} />}
          </li>
        ))}
      </ul>
      {/* The carts that publish what the cart item shows (headless widgets, e.g. mf-lottery's). */}
      <WidgetSlot name="bottom-menu.items" className={styles.cartSources} />
    </BottomMenuFrame>
  );
}
