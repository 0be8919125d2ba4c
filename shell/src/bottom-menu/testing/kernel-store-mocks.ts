import { atom } from 'nanostores';
import { publishCartSummary } from '@chokdee/shared-kernel/stores/cart-summary';
import { publishMenuBadge } from '@chokdee/shared-kernel/stores/menu-badges';

/**
 * A writable stand-in for the kernel's current-store store, so the menu and
 * layout tests set exactly the state they need (no API, no timers). Each test file wires them in
 * (jest hoists `jest.mock`, so it cannot be shared), e.g.:
 *
 *   jest.mock('@chokdee/shared-kernel/stores/current-store', () =>
 *     jest.requireActual('../bottom-menu/testing/kernel-store-mocks').currentStoreModule);
 *
 * The cart and the badges the menu shows are the kernel's real cart summary and menu badges: a
 * test publishes them.
 */

export interface MockCurrentStore {
  code: string;
  userRef: string;
  name: string;
}

export const mockCurrentStore = atom<MockCurrentStore | null>(null);

export const currentStoreModule = { $currentStore: mockCurrentStore, setCurrentStore: mockCurrentStore.set };

export const STORE_FIXTURE: MockCurrentStore = { code: 'S001', userRef: 'U123', name: 'ร้านโชคดีมีสุข' };

/** The key mf-lottery publishes its orders awaiting payment under (its catalog.json's `count_badge`). */
export const AWAITING_PAYMENT_BADGE = 'awaiting-payment';

/** Back to a visitor with no store, no cart and no count. */
export function resetKernelStoreMocks(): void {
  publishCartSummary(null);
  mockCurrentStore.set(null);
  publishMenuBadge(AWAITING_PAYMENT_BADGE, null);
}
