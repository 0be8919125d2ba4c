import type * as Nanostores from 'nanostores';
import type { WritableAtom } from 'nanostores';
import { $menuBadges } from '@chokdee/shared-kernel/stores/menu-badges';
import { $reservedOrderCount } from './reserved-orders';
import { AWAITING_PAYMENT_BADGE, publishAwaitingPaymentBadge } from './awaiting-payment-badge-publisher';

// A writable count in place of the kernel's (which asks the API).
jest.mock('./reserved-orders', () => ({
  $reservedOrderCount: jest.requireActual<typeof Nanostores>('nanostores').atom(null),
}));
const mockCount = $reservedOrderCount as WritableAtom<number | null>;

it('publishes the orders awaiting payment under its key, until stopped', () => {
  const stop = publishAwaitingPaymentBadge();
  expect($menuBadges.get()[AWAITING_PAYMENT_BADGE]).toEqual({ count: 0, unit: 'รายการ' });

  mockCount.set(3);
  expect($menuBadges.get()[AWAITING_PAYMENT_BADGE]).toEqual({ count: 3, unit: 'รายการ' });

  stop();
  expect($menuBadges.get()).not.toHaveProperty(AWAITING_PAYMENT_BADGE);
});
