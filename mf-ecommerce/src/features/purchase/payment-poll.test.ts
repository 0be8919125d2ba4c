import { isPaymentOpen } from './payment-poll';

test('only a pending or verifying payment is polled', () => {
  expect(isPaymentOpen('pending')).toBe(true);
  expect(isPaymentOpen('verifying')).toBe(true);
  expect(isPaymentOpen('paid')).toBe(false);
  expect(isPaymentOpen('expired')).toBe(false);
  expect(isPaymentOpen('cancelled')).toBe(false);
});
