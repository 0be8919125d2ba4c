import type { ReactNode } from 'react';
import type { BottomMenuVariant } from './menu-variant';
import styles from './bottom-menu-frame.module.css';

type LayerRef = (element: HTMLElement | null) => void;

/**
 * The bottom menu's bar. Its styles load with the shell, as the placeholder draws it before the
 * menu's own code. The screen manager measures it (`layerRef`) and keeps the end of the page clear
 * of it (`--screen-reserved-bottom`), so no spacer is needed.
 */
export function BottomMenuFrame({
  variant,
  label,
  layerRef,
  children,
}: {
  variant: BottomMenuVariant;
  /** The menu's accessible name; without one the bar is a placeholder, hidden from assistive technology. */
  label?: string;
  layerRef?: LayerRef;
  children?: ReactNode;
}) {
  return (
    <nav
      ref={layerRef}
      className={label ? styles.bar : `${styles.bar} ${styles.placeholder}`}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-variant={variant}
    >
      {children}
    </nav>
  );
}

/** The bottom menu's place while its code downloads: the same bar, without items. */
export function BottomMenuPlaceholder({
  variant,
  layerRef,
}: {
  variant: BottomMenuVariant;
  layerRef?: LayerRef;
}) {
  return <BottomMenuFrame variant={variant} layerRef={layerRef} />;
}
