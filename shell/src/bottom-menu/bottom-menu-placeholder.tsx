import type { BottomMenuVariant } from './menu-variant';
import styles from './bottom-menu.module.css';

/**
 * The bottom menu's place while its code downloads: the same spacer and bar, without items. The
 * bar carries `data-variant` like the menu, so the cookie bar and the banners make room for it
 * now rather than moving when the menu arrives.
 */
export function BottomMenuPlaceholder({ variant }: { variant: BottomMenuVariant }) {
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={`${styles.bar} ${styles.placeholder}`} data-variant={variant} aria-hidden="true" />
    </>
  );
}
