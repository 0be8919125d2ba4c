import type { StoreStockEvent } from '@chokdee/shared-contract/schemas/store-stock-event';
import { EventStreams } from '#api/lib/event-streams';

/** The live stock pages of one process, by store code. */
export class StockStreams extends EventStreams {
  watchedStores(): string[] {
    return this.watchedKeys();
  }

  /** Runs `listener` when a store gets its first open page here or loses its last one. */
  onStoresChanged(listener: () => void): void {
    this.onKeysChanged(listener);
  }

  /** A `stock` event to every page of the event's store. */
  sendStock(event: StoreStockEvent): void {
    this.send(event.store_code, 'stock', event);
  }
}
