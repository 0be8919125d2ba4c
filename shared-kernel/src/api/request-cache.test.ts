import { requestState, resetRequestCache, seedRequests, watchRequest } from './request-cache';
import type { RequestKey } from './request-keys';

// Answers known before the first render (a server-rendered page): shown at once, then read again.

const KEY = 'lottery:result:latest' as RequestKey;

afterEach(() => resetRequestCache());

test('a seeded answer shows at once, and stays on screen while its first reader reads it again', async () => {
  seedRequests({ [KEY]: { first: '107387' } });
  expect(requestState(KEY)).toEqual({ status: 'success', data: { first: '107387' } });

  let answer!: (data: unknown) => void;
  const load = jest.fn(() => new Promise((resolve) => (answer = resolve)));
  const stop = watchRequest(KEY, load, () => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load).toHaveBeenCalledTimes(1);
  expect(requestState(KEY)).toEqual({ status: 'success', data: { first: '107387' } });
  answer({ first: '107388' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(requestState(KEY)).toEqual({ status: 'success', data: { first: '107388' } });
  stop();
});

test('an answer the page already has is not replaced by an older seed', () => {
  seedRequests({ [KEY]: { first: 'new' } });
  seedRequests({ [KEY]: { first: 'old' } });
  expect(requestState(KEY)).toEqual({ status: 'success', data: { first: 'new' } });
});

test('a read again that answers what is shown tells no reader, and keeps the shown value', async () => {
  const shown = { first: '107387', prizes: [{ number: '107387', amount: 6_000_000 }] };
  seedRequests({ [KEY]: shown });
  const reader = jest.fn();
  const stop = watchRequest(KEY, () => Promise.resolve(JSON.parse(JSON.stringify(shown))), reader);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(reader).not.toHaveBeenCalled();
  expect(requestState(KEY)).toEqual({ status: 'success', data: shown });
  expect((requestState(KEY) as { data: unknown }).data).toBe(shown);
  stop();
});

test('a read again that answers something else is shown to every reader', async () => {
  seedRequests({ [KEY]: { first: '107387', prizes: [{ number: '107387' }] } });
  const reader = jest.fn();
  const stop = watchRequest(
    KEY,
    () => Promise.resolve({ first: '107387', prizes: [{ number: '107388' }] }),
    reader,
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(reader).toHaveBeenCalledTimes(1);
  expect(requestState(KEY)).toEqual({
    status: 'success',
    data: { first: '107387', prizes: [{ number: '107388' }] },
  });
  stop();
});
