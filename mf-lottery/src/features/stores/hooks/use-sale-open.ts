import { useEffect, useState } from 'react';
import { fetchCurrentDraw } from '@chokdee/shared-kernel/api/lottery';
import { isSaleOpen } from '@chokdee/shared-contract/rules/sale-window';
import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';
import { serverNow } from '../stores/system-time';

/** How often the sale window is checked again while the page stays open. */
export const RECHECK_MS = 30_000;

/**
 * Spec §4 "Sale is open": the server's `is_store_open` decides on load; the current draw's
 * window, read by `serverNow()`, closes the page's buying when the window ends while it is open.
 * If the draw cannot be read, the server's flag alone decides.
 *
 * Only the answer is state: the draw arriving, and each check while the window stays as it was,
 * leave the page as it is. The store page is the whole of what renders with it, so a new draw
 * object or clock reading in state redrew the page once after hydration and every 30 s after.
 */
export function useSaleOpen(isStoreOpen: boolean): boolean {
  const [windowOpen, setWindowOpen] = useState(true);

  useEffect(() => {
    let draw: LotteryDraw | null = null;
    const check = () => setWindowOpen(draw === null || isSaleOpen(draw, serverNow()));
    const controller = new AbortController();
    fetchCurrentDraw({ signal: controller.signal }).then(
      (current) => {
        draw = current;
        check();
      },
      () => undefined,
    );
    const timer = setInterval(check, RECHECK_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, []);

  return isStoreOpen && windowOpen;
}
