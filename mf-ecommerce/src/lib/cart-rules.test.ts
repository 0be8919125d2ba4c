import type { ShopCart } from '@chokdee/shared-contract/schemas/shop';
import { checkoutErrors, panelStep, priceChanged, quantityInput } from './cart-rules';

const cart = (total: number): ShopCart => ({
  key: 'k',
  items: [],
  total_quantity: 1,
  total_price: total,
  original_total_price: total,
  saving: 0,
});

test('a quantity of 0 or not a number asks to remove the item (spec §5)', () => {
  expect(quantityInput('0')).toEqual({ remove: true });
  expect(quantityInput('')).toEqual({ remove: true });
  expect(quantityInput('abc')).toEqual({ remove: true });
  expect(quantityInput('-2')).toEqual({ remove: true });
  expect(quantityInput('3')).toEqual({ remove: false, quantity: 3 });
  expect(quantityInput('2.7')).toEqual({ remove: false, quantity: 2 });
});

test('the price changed when the refetched total differs from the one shown', () => {
  expect(priceChanged(1000, cart(1000))).toBe(false);
  expect(priceChanged(1000, cart(970))).toBe(true);
});

test('checkout needs a name and an address, in Thai', () => {
  expect(checkoutErrors({ memberName: ' ', addressId: null })).toEqual({
    member_name: 'กรุณากรอกชื่อ',
    address_id: 'กรุณาเลือกที่อยู่',
  });
  expect(checkoutErrors({ memberName: 'สมชาย', addressId: 3 })).toEqual({});
});

test('panel steps: next goes to the address, back returns, back from the cart closes', () => {
  expect(panelStep(0, 'next')).toBe(1);
  expect(panelStep(1, 'back')).toBe(0);
  expect(panelStep(0, 'back')).toBeNull();
});
