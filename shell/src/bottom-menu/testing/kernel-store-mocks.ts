import { atom } from 'nanostores';
import { publishCartSummary } from '@chokdee/shared-kernel/stores/cart-summary';

/**
 * Writable stand-ins for the kernel's current-store and reserved-orders stores, so the menu and
 * layout tests set exactly the state they need (no API, no timers). Each test file wires them in
 * (jest hoists `jest.mock`, so it cannot be shared), e.g.:
 *
 *   jest.mock('@chokdee/shared-kernel/stores/current-store', () =>
 *     jest.requireActual('../bottom-menu/testing/kernel-store-mocks').currentStoreModule);
 *
 * The cart the menu shows is the kernel's real cart summary: a test publishes one.
 */

export interface MockCurrentStore {
  code: string;
  userRef: string;
  name: string;
}

export const mockCurrentStore = atom<MockCurrentStore | null>(null);
export const mockReservedOrderCount = atom<number | null>(null);

export const currentStoreModule = { $currentStore: mockCurrentStore, setCurrentStore: mockCurrentStore.set };
export const reservedOrdersModule = {
  $reservedOrderCount: mockReservedOrderCount,
  refreshReservedOrderCount: () => Promise.resolve(),
};

export const STORE_FIXTURE: MockCurrentStore = { code: 'S001', userRef: 'U123', name: 'ร้านโชคดีมีสุข' };

/** Back to a visitor with no store and no cart. */
export function resetKernelStoreMocks(): void {
  publishCartSummary(null);
  mockCurrentStore.set(null);
  mockReservedOrderCount.set(null);
}
