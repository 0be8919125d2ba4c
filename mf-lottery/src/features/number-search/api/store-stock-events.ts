import { $apiConfig } from '@chokdee/shared-kernel/api/config';
import type * as StockEventSchemas from '@chokdee/shared-contract/schemas/store-stock-event';
import type { StoreStockEvent } from '@chokdee/shared-contract/schemas/store-stock-event';

// The event's schema (with the app's own zod) loads with the first event, not with the store page.
let eventSchema: Promise<typeof StockEventSchemas> | undefined;
const loadEventSchema = () => (eventSchema ??= import('@chokdee/shared-contract/schemas/store-stock-event'));

/**
 * Opens the store's live stock stream (`GET /public/bos/v1/store/{code}/stock-events`) and calls
 * `onEvent` for each valid `stock` event; the returned function closes it. A broken stream is
 * reopened by EventSource itself (the server says after how long).
 */
export function subscribeStoreStock(
  storeCode: string,
  onEvent: (event: StoreStockEvent) => void,
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const base = $apiConfig.get().publicUrl.replace(/\/$/, '');
  const source = new EventSource(`${base}/public/bos/v1/store/${encodeURIComponent(storeCode)}/stock-events`);
  let open = true;
  source.addEventListener('stock', (message) => {
    const data: unknown = JSON.parse((message as MessageEvent<string>).data);
    // Every event waits on the same load, so they still arrive in order.
    void loadEventSchema().then(({ StoreStockEventSchema }) => {
      const parsed = StoreStockEventSchema.safeParse(data);
      if (parsed.success && open) onEvent(parsed.data);
    });
  });
  return () => {
    open = false;
    source.close();
  };
}
