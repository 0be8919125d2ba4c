import { CreateShopPaymentBodySchema, ShopPaymentParamsSchema, ShopPaymentSchema } from './shop-payment';

test('a payment body defaults to PromptPay and refuses an unknown channel in Thai', () => {
  expect(CreateShopPaymentBodySchema.parse({})).toEqual({ payment_channel: 'promptpay' });
  expect(CreateShopPaymentBodySchema.parse({ payment_channel: 'bank_transfer' }).payment_channel).toBe(
    'bank_transfer',
  );
  const bad = CreateShopPaymentBodySchema.safeParse({ payment_channel: 'cash' });
  expect(bad.success).toBe(false);
  expect(bad.error?.issues[0]?.message).toBe('ช่องทางการชำระเงินไม่ถูกต้อง');
});

test('payment ids in the path are positive whole numbers', () => {
  expect(ShopPaymentParamsSchema.parse({ purchase: '7', paymentId: '12' })).toEqual({
    purchase: '7',
    paymentId: 12,
  });
  expect(ShopPaymentParamsSchema.safeParse({ purchase: '7', paymentId: 'abc' }).success).toBe(false);
  expect(ShopPaymentParamsSchema.safeParse({ purchase: '7', paymentId: '0' }).success).toBe(false);
});

test('a payment reads its status only from the known ones', () => {
  const payment = {
    id: 1,
    purchase_id: 2,
    payment_channel: 'promptpay',
    amount: 450,
    promptpay_id: '0812345678',
    promptpay_qr: null,
    status: 'pending',
    pay_before: '2026-01-01T10:00:00+07:00',
    created_at: '2026-01-01T09:00:00+07:00',
  };
  expect(ShopPaymentSchema.parse(payment)).toEqual(payment);
  expect(ShopPaymentSchema.safeParse({ ...payment, status: 'refunded' }).success).toBe(false);
});
