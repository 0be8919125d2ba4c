import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useScreenLayer } from '@chokdee/shared-kernel/screen/use-screen-layer';
import type { LayerRequest } from '@chokdee/shared-kernel/screen/layer-rules';
import { useSyncExternalStore } from 'react';
import { paths } from '../config/paths';
import { $pickCount } from '../stores/picks';
import { $truckSession } from '../stores/truck-session';
import styles from './truck-chrome.module.css';

/** The truck's bottom bar (home and its cart): a cart bar docked to the bottom edge. */
export const TRUCK_BAR_LAYER: LayerRequest = {
  id: 'truck-bottom-bar',
  kind: 'dock',
  priority: 50,
  cartOwner: 'truck',
};

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const pathname = () => window.location.pathname;

/**
 * The truck bottom bar: home (the store) and the cart with its ticket count, only while an operator
 * is logged in to a truck store (spec §2). It asks the kernel's screen manager for its place, which
 * keeps the end of the page clear of it and shows one cart bar at a time.
 */
export function TruckBottomBar() {
  const session = useStore($truckSession);
  const count = useStore($pickCount);
  const current = useSyncExternalStore(subscribe, pathname, () => '');
  const { shown, attach } = useScreenLayer(session ? TRUCK_BAR_LAYER : null);
  if (!shown) return null;
  const tab = (href: string, label: string) => (
    <AppLink href={href} className={styles.tab} aria-current={current === href ? 'page' : undefined}>
      {label}
    </AppLink>
  );
  return (
    <div ref={attach} className={styles.dock}>
      <nav className={styles.bar} aria-label="เมนูรถขายสลาก">
        {tab(paths.store.getHref(), 'หน้าแรก')}
        {tab(paths.cart.getHref(), count > 0 ? `ตะกร้า (${count})` : 'ตะกร้า')}
      </nav>
    </div>
  );
}
