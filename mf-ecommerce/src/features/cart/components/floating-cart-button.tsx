import { publishCartSummary } from '@chokdee/shared-kernel/stores/cart-summary';
import { effectOutsideCommit, outsideCommit } from '@chokdee/shared-kernel/runtime/outside-commit';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useScreenLayer } from '@chokdee/shared-kernel/screen/use-screen-layer';
import type { LayerRequest } from '@chokdee/shared-kernel/screen/layer-rules';
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import {
  $addedFlash,
  $cartPanelOpen,
  $ecomCartCount,
  loadEcomCart,
  openCartPanel,
} from '../../../stores/ecommerce-cart';
import { CartPanel } from './cart-panel';
import styles from './cart-panel.module.css';

/** The shop's cart bar: on the shop's pages it is the one cart bar (the member menu gives way). */
export const SHOP_CART_LAYER: LayerRequest = {
  id: 'shop-cart-bar',
  kind: 'dock',
  priority: 40,
  cartOwner: 'ecommerce',
};

/**
 * Spec §2 floating cart button (max 600 px, at the bottom): 'ตะกร้าสินค้า (count)' and the 300 ms
 * 'added' flash; it opens the two-step panel. While on screen it publishes the cart to the kernel's
 * cart summary, so the bottom member menu shows this cart's count and opens it here. It is a cart
 * bar docked to the bottom edge: the kernel's screen manager shows one cart bar at a time.
 */
export function FloatingCartButton() {
  const user = useStore($user);
  const count = useStore($ecomCartCount);
  const flash = useStore($addedFlash);
  const open = useStore($cartPanelOpen);

  useEffect(() => {
    if (user) loadEcomCart().catch(() => undefined);
  }, [user]);

  // The menu that reads the summary is the shell's root: publish outside this root's commit.
  useEffect(() => {
    if (!user) return;
    const summary = { count, unit: 'ชิ้น', expiresAt: null, href: paths.store.getHref(), open: openCartPanel };
    return effectOutsideCommit(() => publishCartSummary(summary));
  }, [user, count]);
  useEffect(() => () => outsideCommit(() => publishCartSummary(null)), []);

  const { shown: layerShown, attach: attachLayer } = useScreenLayer(user ? SHOP_CART_LAYER : null);
  if (!user) return null;
  return (
    <>
      {layerShown && (
        <div ref={attachLayer} className={styles.floating}>
          <button
            type="button"
            className={`${buttons.primary} ${styles.floatingButton} ${flash ? styles.flash : ''}`}
            onClick={openCartPanel}
          >
            ตะกร้าสินค้า ({count}){flash ? <span className={styles.added}>เพิ่มสินค้าลงตะกร้าแล้ว</span> : null}
          </button>
        </div>
      )}
      {open ? <CartPanel /> : null}
    </>
  );
}
