import { SHOP_STOCK_MESSAGES, ShopVariantUpdateBodySchema, variantIdOf } from './shop-stock';

const messages = (body: unknown) => {
  const parsed = ShopVariantUpdateBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the stock and discount body', () => {
  test('a shelf count, a percent or baht discount and optional real days pass', () => {
    expect(messages({ version: 1, on_hand: 0, discount: null })).toEqual([]);
    expect(
      ShopVariantUpdateBodySchema.parse({ version: 2, on_hand: 5, discount: { type: 'fixed', amount: 50 } }),
    ).toEqual({
      version: 2,
      on_hand: 5,
      discount: { type: 'fixed', amount: 50, starts_on: null, ends_on: null },
    });
    expect(
      messages({
        version: 1,
        on_hand: 5,
        discount: { type: 'percent', amount: 99, starts_on: '2026-12-01', ends_on: '2026-12-01' },
      }),
    ).toEqual([]);
  });

  test('each wrong value says in Thai what is wanted, once', () => {
    expect(messages({ version: 1, on_hand: -1, discount: null })).toEqual([
      ['on_hand', SHOP_STOCK_MESSAGES.stockRequired],
    ]);
    expect(messages({ version: 1, on_hand: 1, discount: { type: 'percent', amount: 100 } })).toEqual([
      ['discount.amount', SHOP_STOCK_MESSAGES.percentRange],
    ]);
    expect(messages({ version: 1, on_hand: 1, discount: { type: 'half', amount: 5 } })).toEqual([
      ['discount.type', SHOP_STOCK_MESSAGES.discountTypeRequired],
    ]);
    expect(
      messages({ version: 1, on_hand: 1, discount: { type: 'fixed', amount: 5, starts_on: '2026-02-30' } }),
    ).toEqual([['discount.starts_on', SHOP_STOCK_MESSAGES.dayInvalid]]);
    expect(
      messages({
        version: 1,
        on_hand: 1,
        discount: { type: 'fixed', amount: 5, starts_on: '2026-12-02', ends_on: '2026-12-01' },
      }),
    ).toEqual([['discount.ends_on', SHOP_STOCK_MESSAGES.endsBeforeStart]]);
  });

  test('the held count reads with its thousands grouped', () => {
    expect(SHOP_STOCK_MESSAGES.stockBelowHeld(1200)).toBe(
      'ตั้งจำนวนต่ำกว่า 1,200 ชิ้นไม่ได้ เพราะมีผู้สั่งซื้อจองหรือชำระเงินไว้แล้ว 1,200 ชิ้น',
    );
  });
});

test('a URL id names a variant only when it is a positive whole number that fits', () => {
  expect(variantIdOf('42')).toBe(42);
  expect(variantIdOf('2147483647')).toBe(2_147_483_647);
  for (const text of ['0', '-1', '042', '1.5', 'abc', '2147483648', '99999999999'])
    expect(variantIdOf(text)).toBeNull();
});
