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
