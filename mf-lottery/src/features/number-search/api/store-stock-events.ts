import { $apiConfig } from '@chokdee/shared-kernel/api/config';
import {
  StoreStockEventSchema,
  type StoreStockEvent,
} from '@chokdee/shared-contract/schemas/store-stock-event';

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
  source.addEventListener('stock', (message) => {
    const parsed = StoreStockEventSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
    if (parsed.success) onEvent(parsed.data);
  });
  return () => source.close();
}
