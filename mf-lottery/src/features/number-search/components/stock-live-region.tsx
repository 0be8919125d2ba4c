import visually from '../../../lib/visually-hidden.module.css';
import { useStockAnnouncement } from '../hooks/use-stock-announcement';
import type { ShownOffer } from '../utils/live-offers';

type StockLiveRegionProps = {
  offers: readonly ShownOffer[];
  /** The search answer the offers come from. */
  searched: unknown;
};

/**
 * Tells screen-reader users, politely and briefly, when another buyer takes or gives back a
 * number on screen (sighted members see the row change). Always in the page, so the reader
 * follows it before anything is said.
 */
export function StockLiveRegion({ offers, searched }: StockLiveRegionProps) {
  const message = useStockAnnouncement(offers, searched);
  return (
    <p className={visually.hidden} aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
