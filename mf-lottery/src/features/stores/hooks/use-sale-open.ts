import { useEffect, useState } from 'react';
import { fetchCurrentDraw } from '@chokdee/shared-kernel/api/lottery';
import { isSaleOpen } from '@chokdee/shared-contract/rules/sale-window';
import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';
import { serverNow } from '../stores/system-time';

/** How often the sale window is checked again while the page stays open. */
const RECHECK_MS = 30_000;

export interface SaleOpenState {
  /** The store may sell now: its own switch and the draw's sale window by the server clock. */
  open: boolean;
  draw: LotteryDraw | null;
}

/**
 * Spec §4 "Sale is open": the server's `is_store_open` decides on load; the current draw's
 * window, read by `serverNow()`, closes the page's buying when the window ends while it is open.
 * If the draw cannot be read, the server's flag alone decides.
 */
export function useSaleOpen(isStoreOpen: boolean): SaleOpenState {
  const [draw, setDraw] = useState<LotteryDraw | null>(null);
  const [now, setNow] = useState(() => serverNow());

  useEffect(() => {
    const controller = new AbortController();
    fetchCurrentDraw({ signal: controller.signal }).then(setDraw, () => undefined);
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);

  return { open: isStoreOpen && (draw === null || isSaleOpen(draw, now)), draw };
}
