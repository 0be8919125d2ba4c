import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useSyncExternalStore } from 'react';
import { paths } from '../config/paths';
import { $pickCount } from '../stores/picks';
import styles from './truck-chrome.module.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const pathname = () => window.location.pathname;

/** The truck bottom bar: home (the store) and the cart with its ticket count. */
export function TruckBottomBar() {
  const count = useStore($pickCount);
  const current = useSyncExternalStore(subscribe, pathname, () => '');
  const tab = (href: string, label: string) => (
    <AppLink href={href} className={styles.tab} aria-current={current === href ? 'page' : undefined}>
      {label}
    </AppLink>
  );
  return (
    <nav className={styles.bar} aria-label="เมนูรถขายสลาก">
      {tab(paths.store.getHref(), 'หน้าแรก')}
      {tab(paths.cart.getHref(), count > 0 ? `ตะกร้า (${count})` : 'ตะกร้า')}
    </nav>
  );
}
