import {
  StoreStockEventSchema,
  type StoreStockEvent,
} from '@chokdee/shared-contract/schemas/store-stock-event';
import http from 'node:http';

/** A page's EventSource, reduced to what the test reads: the `stock` events and a way to close. */
export interface StockReader {
  status: number;
  events: StoreStockEvent[];
  next(ms?: number): Promise<StoreStockEvent>;
  close(): void;
}

export function openStockReader(port: number, code: string): Promise<StockReader> {
  return new Promise((resolve, reject) => {
    const request = http.get({ port, host: '127.0.0.1', path: `/public/bos/v1/store/${code}/stock-events` });
    request.on('error', reject);
    request.on('response', (response) => {
      const events: StoreStockEvent[] = [];
      const waiting: ((event: StoreStockEvent) => void)[] = [];
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!block.includes('event: stock') || !data) continue;
          const event = StoreStockEventSchema.parse(JSON.parse(data.slice(6)));
          const waiter = waiting.shift();
          if (waiter) waiter(event);
          else events.push(event);
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        events,
        /** The next `stock` event; rejects when none comes within `ms` (an open page would miss it). */
        next: (ms = 2_000) =>
          new Promise((done, fail) => {
            const first = events.shift();
            if (first) return done(first);
            const timer = setTimeout(() => fail(new Error(`no stock event within ${ms} ms`)), ms);
            waiting.push((event) => {
              clearTimeout(timer);
              done(event);
            });
          }),
        close: () => request.destroy(),
      });
    });
  });
}

/** Opens pages for a test file; each is closed after its test, passed or failed. Call at the top level. */
export function stockPagesClosedAfterEach(): (port: number, code: string) => Promise<StockReader> {
  const pages: StockReader[] = [];
  afterEach(() => pages.splice(0).forEach((page) => page.close()));
  return async (port, code) => {
    const page = await openStockReader(port, code);
    pages.push(page);
    return page;
  };
}
