import {
  AddCartItemBodySchema,
  CreatePurchaseBodySchema,
  SHOP_MESSAGES,
  SetCartItemBodySchema,
} from './shop';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('shop schemas', () => {
  test('a cart item needs a variant and a quantity of 1–99', () => {
    expect(AddCartItemBodySchema.safeParse({ product_variant_id: 3, quantity: 2 }).success).toBe(true);
    expect(messages(AddCartItemBodySchema.safeParse({ product_variant_id: 3, quantity: 0 }))).toEqual([
      SHOP_MESSAGES.quantity,
    ]);
    expect(messages(SetCartItemBodySchema.safeParse({ quantity: 1.5 }))).toEqual([SHOP_MESSAGES.quantity]);
    expect(SetCartItemBodySchema.safeParse({ quantity: 100 }).success).toBe(false);
  });

  test('an order needs a name and an address (spec §5), in Thai', () => {
    const ok = {
      channel: 'web',
      member_name: ' สมชาย ',
      cart_key: '7f0c7a4e-9b1d-4c55-8a0e-2f3c1d9e8b7a',
      address_id: 4,
    };
    expect(CreatePurchaseBodySchema.parse(ok).member_name).toBe('สมชาย');
    expect(messages(CreatePurchaseBodySchema.safeParse({ ...ok, member_name: '  ' }))).toEqual([
      'กรุณากรอกชื่อ',
    ]);
    expect(messages(CreatePurchaseBodySchema.safeParse({ ...ok, address_id: undefined }))).toEqual([
      'กรุณาเลือกที่อยู่',
    ]);
    expect(CreatePurchaseBodySchema.safeParse({ ...ok, cart_key: 'x' }).success).toBe(false);
  });
});
