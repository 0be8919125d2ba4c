import type { LotteryCartItem, LotteryCartResponse } from '@chokdee/shared-contract/schemas/lottery-cart';

export const CART_ID = '6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

export function cartItemFixture(number: string, quantity = 1, price = 80): LotteryCartItem {
  return {
    id: number,
    number,
    quantity,
    price,
    total_price: price * quantity,
    set_numbers: Array.from({ length: quantity }, (_, i) => 10 + i),
  };
}

/** A cart answer; the reservation ends 15 minutes after the server's now (device time by default). */
export function cartFixture(
  items: LotteryCartItem[],
  options: { nowUnix?: number; expireUnix?: number; storeCode?: string } = {},
): LotteryCartResponse {
  const nowUnix = options.nowUnix ?? Math.floor(Date.now() / 1000);
  return {
    data: items,
    meta: {
      id: CART_ID,
      store_code: options.storeCode ?? 'S1',
      draw_date: '2026-12-01',
      total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      total_price: items.reduce((sum, item) => sum + item.total_price, 0),
      expire_unix: options.expireUnix ?? nowUnix + 900,
      now_unix: nowUnix,
      isGroup: false,
      groupNumber: null,
      groupQuantity: null,
    },
  };
}
