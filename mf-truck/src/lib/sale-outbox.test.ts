import { IdempotencyKeySchema } from '@chokdee/shared-contract/schemas/truck';
import { judgeFailure, newIdempotencyKey, retryDelayMs, WAITING_MESSAGES } from './sale-outbox';

test('a device-made key is one the API accepts, and new each time', () => {
  const key = newIdempotencyKey();
  expect(IdempotencyKeySchema.parse(key)).toBe(key);
  expect(newIdempotencyKey()).not.toBe(key);
});

test('no answer, a 5xx, a timeout or a throttle waits for another try; a missing session for a login', () => {
  expect(judgeFailure(0, 'x')).toEqual({ kind: 'retry', message: WAITING_MESSAGES.offline });
  for (const status of [408, 429, 500, 502, 503])
    expect(judgeFailure(status, 'x')).toEqual({ kind: 'retry', message: WAITING_MESSAGES.server });
  expect(judgeFailure(401, 'x')).toEqual({ kind: 'retry', message: WAITING_MESSAGES.login });
});

test('a refusal (tickets sold meanwhile, a changed price) is final, with the API’s Thai reason', () => {
  const sold = 'สลากเลข 123456 ถูกขายไปแล้วหรือมีไม่พอ รายการนี้ยังไม่ถูกขาย';
  expect(judgeFailure(409, sold)).toEqual({ kind: 'refused', message: sold });
  expect(judgeFailure(400, 'ยอดเงินไม่ตรง')).toEqual({ kind: 'refused', message: 'ยอดเงินไม่ตรง' });
});

test('retries back off from 5 s to at most 2 minutes', () => {
  expect(retryDelayMs(1)).toBe(5_000);
  expect(retryDelayMs(2)).toBe(10_000);
  expect(retryDelayMs(20)).toBe(120_000);
});
