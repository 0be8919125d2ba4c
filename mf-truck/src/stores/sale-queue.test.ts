import { createTruckSale } from '../api/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import type { TruckSale, TruckSaleBody } from '@chokdee/shared-contract/schemas/truck';
import { $queue, flushQueue, sendQueued, submitSale } from './sale-queue';
import { saveTruckSession } from './truck-session';

jest.mock('../api/truck', () => ({ createTruckSale: jest.fn() }));
// IndexedDB is not in jsdom: the same small API over a Map.
const idb = new Map<string, unknown>();
jest.mock('idb-keyval', () => ({
  createStore: () => 'store',
  set: (key: string, value: unknown) => Promise.resolve(void idb.set(key, value)),
  del: (key: string) => Promise.resolve(void idb.delete(key)),
  values: () => Promise.resolve([...idb.values()]),
}));

const send = createTruckSale as jest.Mock;
const body: TruckSaleBody = {
  items: [{ number: '123456', quantity: 2 }],
  payment_method: 'cash',
  amount: 160,
};
const noSignal = () => new ApiRequestError({ message: 'เชื่อมต่อไม่ได้', errors: [], status: 0 });
const sale = (key: string) =>
  ({ id: 1, idempotency_key: key, claim_code: 'ABCDE12345' }) as unknown as TruckSale;

beforeEach(() => {
  send.mockReset();
  saveTruckSession({
    token: 'operator-token',
    operator: { id: 1, username: 'op', name: 'สมชาย' },
    store: {
      code: 'T001',
      name: 'ร้านทดสอบ',
      user_code: 'U1',
      operators_can_logout: true,
      promptpay_id: null,
      draw_date: '2026-12-01',
      is_store_open: true,
    },
  });
});

test('a sale made without a signal waits on the device, and is sent with the same key once it returns', async () => {
  send.mockRejectedValueOnce(noSignal());
  const queued = await submitSale('T001', body);
  expect(queued.status).toBe('waiting');
  expect(idb.get(queued.key)).toMatchObject({ status: 'waiting', body });

  send.mockImplementation((_token: string, key: string) => Promise.resolve(sale(key)));
  await flushQueue();
  expect(send).toHaveBeenCalledTimes(2);
  expect(send.mock.calls.map((c) => c[1])).toEqual([queued.key, queued.key]);
  expect(send.mock.calls[1]![0]).toBe('operator-token');
  expect($queue.get().find((s) => s.key === queued.key)).toMatchObject({ status: 'sent' });
  expect(idb.has(queued.key)).toBe(false);
});

test('two flushes at once (the online event and the retry timer) send a waiting sale once', async () => {
  send.mockRejectedValueOnce(noSignal());
  const queued = await submitSale('T001', body);
  send.mockReset();
  let resolve!: (s: TruckSale) => void;
  send.mockReturnValue(new Promise<TruckSale>((r) => (resolve = r)));
  const first = sendQueued(queued.key);
  const second = sendQueued(queued.key);
  resolve(sale(queued.key));
  await Promise.all([first, second]);
  expect(send).toHaveBeenCalledTimes(1);
});

test('a queued sale whose tickets were sold meanwhile comes back as that sale’s Thai failure', async () => {
  send.mockRejectedValueOnce(noSignal());
  const queued = await submitSale('T001', body);
  const sold = 'สลากเลข 123456 ถูกขายไปแล้วหรือมีไม่พอ รายการนี้ยังไม่ถูกขาย';
  send.mockRejectedValueOnce(new ApiRequestError({ message: sold, errors: [], status: 409 }));
  await flushQueue();
  expect($queue.get().find((s) => s.key === queued.key)).toMatchObject({ status: 'failed', message: sold });
  send.mockClear();
  await flushQueue();
  expect(send).not.toHaveBeenCalled();
});
