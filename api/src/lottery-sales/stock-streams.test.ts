import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { StockStreams } from './stock-streams';

/** Just what StockStreams uses of a response: writes are kept, `destroy` closes it. */
class FakeResponse extends EventEmitter {
  written: string[] = [];
  writableLength = 0;
  write(chunk: string | Buffer) {
    this.written.push(chunk.toString());
    return true;
  }
  end() {
    this.emit('close');
  }
  destroy() {
    this.emit('close');
  }
}

const open = (streams: StockStreams, store = 'S1', ip = '1.1.1.1') => {
  const response = new FakeResponse();
  streams.open(store, ip, response as unknown as ServerResponse);
  return response;
};

afterEach(() => jest.useRealTimers());

test('a heartbeat comment goes to every open stream, and stops once none is open', () => {
  jest.useFakeTimers();
  const streams = new StockStreams({ maxPerIp: 8, heartbeatMs: 15_000 });
  const page = open(streams);
  jest.advanceTimersByTime(15_000);
  expect(page.written.at(-1)).toBe(': ping\n\n');
  page.emit('close');
  expect(streams.openCount).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
});

test('an event reaches only the streams of its store', () => {
  const streams = new StockStreams({ maxPerIp: 8, heartbeatMs: 15_000 });
  const mine = open(streams, 'S1');
  const other = open(streams, 'S2');
  streams.sendStock({ store_code: 'S1', draw_id: 1, changes: [{ number: '123456', available: 0 }] });
  expect(mine.written.at(-1)).toBe(
    'event: stock\ndata: {"store_code":"S1","draw_id":1,"changes":[{"number":"123456","available":0}]}\n\n',
  );
  expect(other.written.some((text) => text.startsWith('event:'))).toBe(false);
});

test('a client that stops reading is cut off instead of buffered without end', () => {
  const streams = new StockStreams({ maxPerIp: 8, heartbeatMs: 15_000 });
  const stuck = open(streams);
  stuck.writableLength = 65 * 1024;
  streams.sendStock({ store_code: 'S1', reload: true });
  expect(streams.openCount).toBe(0);
});

test('the per-IP cap counts open streams and frees a place when one closes', () => {
  const streams = new StockStreams({ maxPerIp: 2, heartbeatMs: 15_000 });
  const first = open(streams);
  open(streams);
  expect(streams.canOpen('1.1.1.1')).toBe(false);
  expect(streams.canOpen('2.2.2.2')).toBe(true);
  first.emit('close');
  expect(streams.canOpen('1.1.1.1')).toBe(true);
});
