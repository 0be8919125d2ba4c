import { newOrderCode, ORDER_CODE_PATTERN } from './order-code';

test('LT + the Bangkok day + 6 base32 characters without look-alikes', () => {
  // 2026-11-21 23:30 in Bangkok is still the 21st in UTC 16:30; 00:30 on the 22nd is the 22nd.
  expect(newOrderCode(new Date('2026-11-21T16:30:00Z'))).toMatch(/^LT261121[0-9A-Z]{6}$/);
  expect(newOrderCode(new Date('2026-11-21T17:30:00Z'))).toMatch(/^LT261122/);
  const codes = Array.from({ length: 2000 }, () => newOrderCode(new Date('2026-11-21T11:00:00Z')));
  for (const code of codes) {
    expect(code).toMatch(ORDER_CODE_PATTERN);
    expect(code.slice(8)).not.toMatch(/[ILOU]/);
  }
  expect(new Set(codes).size).toBe(codes.length);
});
