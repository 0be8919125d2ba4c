import { discountedUnitPrice, lineTotals } from './shop-discount';

describe('discountedUnitPrice (spec §5)', () => {
  test('no discount keeps the price', () => {
    expect(discountedUnitPrice(999, null)).toBe(999);
    expect(discountedUnitPrice(999, { type: 'percent', amount: 0 })).toBe(999);
  });

  test('a percent is rounded down to whole baht', () => {
    expect(discountedUnitPrice(999, { type: 'percent', amount: 10 })).toBe(899); // 899.1
    expect(discountedUnitPrice(1299, { type: 'percent', amount: 15 })).toBe(1104); // 1104.15
    expect(discountedUnitPrice(1, { type: 'percent', amount: 50 })).toBe(0); // 0.5
  });

  test('a fixed amount is taken off, never below zero', () => {
    expect(discountedUnitPrice(500, { type: 'fixed', amount: 120 })).toBe(380);
    expect(discountedUnitPrice(100, { type: 'fixed', amount: 150 })).toBe(0);
  });

  test('more than 100 percent is free, not negative', () => {
    expect(discountedUnitPrice(300, { type: 'percent', amount: 150 })).toBe(0);
  });
});

describe('lineTotals', () => {
  test('discounts each unit, then multiplies, and reports the saving', () => {
    const totals = lineTotals([
      { price: 999, discount: { type: 'percent', amount: 10 }, quantity: 3 },
      { price: 250, discount: null, quantity: 2 },
    ]);
    expect(totals).toEqual({ quantity: 5, total: 899 * 3 + 500, original: 999 * 3 + 500, saving: 300 });
  });

  test('an empty cart is all zeros', () => {
    expect(lineTotals([])).toEqual({ quantity: 0, total: 0, original: 0, saving: 0 });
  });
});
