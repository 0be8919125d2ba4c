import type { ReactNode } from 'react';
import type { BottomMenuVariant } from './menu-variant';
import styles from './bottom-menu-frame.module.css';

/**
 * The bottom menu's bar and the spacer that keeps the end of the page (footer, last button) clear
 * of it. Its styles load with the shell, as the placeholder draws it before the menu's own code.
 * `data-variant` tells the cookie bar and the banners that a bottom menu is on the page.
 */
export function BottomMenuFrame({
  variant,
  label,
  children,
}: {
  variant: BottomMenuVariant;
  /** The menu's accessible name; without one the bar is a placeholder, hidden from assistive technology. */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav
        className={label ? styles.bar : `${styles.bar} ${styles.placeholder}`}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        data-variant={variant}
      >
        {children}
      </nav>
    </>
  );
}

/** The bottom menu's place while its code downloads: the same bar, without items. */
export function BottomMenuPlaceholder({ variant }: { variant: BottomMenuVariant }) {
  return <BottomMenuFrame variant={variant} />;
}
