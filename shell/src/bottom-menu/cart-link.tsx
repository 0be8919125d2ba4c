import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CartSummary } from '@chokdee/shared-kernel/stores/cart-summary';

export type CartLinkProps = {
  summary: CartSummary | null;
  className?: string;
  children: ReactNode;
};

/**
 * The bottom menu's cart control (spec §2): a button that opens the cart where the page on screen
 * shows it, else a link to where the cart is (the cart says which). Until a cart has published
 * itself there is nowhere to go yet, and it reads as the empty cart it shows.
 */
export function CartLink({ summary, className, children }: CartLinkProps) {
  if (summary?.open) {
    return (
      <button type="button" className={className} onClick={summary.open}>
        {children}
      </button>
    );
  }
  if (!summary) return <span className={className}>{children}</span>;
  return (
    <Link to={summary.href} className={className}>
      {children}
    </Link>
  );
}
