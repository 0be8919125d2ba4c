import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'react-router';
import { emit } from '@chokdee/shared-kernel/events';
import { $currentStore } from '@chokdee/shared-kernel/stores/current-store';
import { cartTarget } from './cart-target';

export type CartLinkProps = {
  className?: string;
  children: ReactNode;
};

/**
 * The cart control of the bottom menu and of the store layout's header (spec §2): on a store page
 * a button asking that page to open its cart panel; elsewhere a link to the current store with
 * `?openCart=1` (the store page opens the cart after 500 ms).
 */
export function CartLink({ className, children }: CartLinkProps) {
  const { pathname } = useLocation();
  const store = useStore($currentStore);
  const target = cartTarget(pathname, store?.userRef);
  if (target.kind === 'open') {
    return (
      <button type="button" className={className} onClick={() => emit('lottery-cart:open', {})}>
        {children}
      </button>
    );
  }
  return (
    <Link to={target.href} className={className}>
      {children}
    </Link>
  );
}
