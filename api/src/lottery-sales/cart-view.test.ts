import { LotteryCartResponseSchema } from '@chokdee/shared-contract/schemas/lottery-cart';
import { groupTickets, ticketNumberText, toCartResponse } from './cart-view';

const cart = {
  id: '5b1f0f8e-5c1a-4d7e-9a55-3f0c2b8f7e21',
  expires_at: new Date('2026-11-21T11:15:00.000Z'),
  is_group: false,
  group_quantity: null,
};
const context = { storeCode: 'store-1', drawDate: '2026-12-01', now: new Date('2026-11-21T11:00:00.999Z') };

test('numbers are answered with six digits, leading zeros kept', () => {
  expect(ticketNumberText(7)).toBe('000007');
  expect(ticketNumberText(999999)).toBe('999999');
});

test('tickets are grouped by number, in number order, sets sorted, totals summed', () => {
  expect(
    groupTickets([
      { number: 123456, set_no: 3, price: 80 },
      { number: 777, set_no: 1, price: 100 },
      { number: 123456, set_no: 1, price: 80 },
    ]),
  ).toEqual([
    { id: '000777', number: '000777', quantity: 1, price: 100, total_price: 100, set_numbers: [1] },
    { id: '123456', number: '123456', quantity: 2, price: 80, total_price: 160, set_numbers: [1, 3] },
  ]);
});

test('sets of one number at different prices: the total is exact, the dearest is shown as the price', () => {
  const [item] = groupTickets([
    { number: 1, set_no: 1, price: 80 },
    { number: 1, set_no: 2, price: 120 },
  ]);
  expect(item).toMatchObject({ quantity: 2, price: 120, total_price: 200 });
});

test('the answer matches the kernel schema; both clocks are whole unix seconds of the server', () => {
  const body = toCartResponse(cart, context, [{ number: 42, set_no: 5, price: 80 }]);
  expect(LotteryCartResponseSchema.parse(body)).toEqual(body);
  expect(body.meta).toEqual({
    id: cart.id,
    store_code: 'store-1',
    draw_date: '2026-12-01',
    total_quantity: 1,
    total_price: 80,
    expire_unix: 1795259700,
    now_unix: 1795258800,
    isGroup: false,
    groupNumber: null,
    groupQuantity: null,
  });
});

test('a group cart says how many random tickets it holds; an empty cart has zero totals', () => {
  const body = toCartResponse({ ...cart, is_group: true, group_quantity: 3 }, context, []);
  expect(body.data).toEqual([]);
  expect(body.meta).toMatchObject({ isGroup: true, groupQuantity: 3, total_quantity: 0, total_price: 0 });
});
