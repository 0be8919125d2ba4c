import { atom } from 'nanostores';

/**
 * Writable stand-ins for the kernel's cart, current-store and reserved-orders stores, so the menu
 * and layout tests set exactly the state they need (no API, no timers). Each test file wires them
 * in (jest hoists `jest.mock`, so it cannot be shared), e.g.:
 *
 *   jest.mock('@chokdee/shared-kernel/stores/lottery-cart', () =>
 *     jest.requireActual('../bottom-menu/testing/kernel-store-mocks').lotteryCartModule);
 */
export interface MockCartState {
  itemQuantity: number;
  timeExpire: number | null;
  timedOut: boolean;
}

export interface MockCurrentStore {
  code: string;
  userRef: string;
  name: string;
}

export const EMPTY_CART: MockCartState = { itemQuantity: 0, timeExpire: null, timedOut: false };

export const mockCartState = atom<MockCartState>(EMPTY_CART);
export const mockCartSecondsLeft = atom(0);
export const mockLotteryCart = atom<null>(null);
export const mockCurrentStore = atom<MockCurrentStore | null>(null);
export const mockReservedOrderCount = atom<number | null>(null);

export const lotteryCartModule = {
  $cartState: mockCartState,
  $cartSecondsLeft: mockCartSecondsLeft,
  $lotteryCart: mockLotteryCart,
};
export const currentStoreModule = { $currentStore: mockCurrentStore, setCurrentStore: mockCurrentStore.set };
export const reservedOrdersModule = {
  $reservedOrderCount: mockReservedOrderCount,
  refreshReservedOrderCount: () => Promise.resolve(),
};

export const STORE_FIXTURE: MockCurrentStore = { code: 'S001', userRef: 'U123', name: 'ร้านโชคดีมีสุข' };

/** Back to a visitor with no store and an empty cart. */
export function resetKernelStoreMocks(): void {
  mockCartState.set(EMPTY_CART);
  mockCartSecondsLeft.set(0);
  mockCurrentStore.set(null);
  mockReservedOrderCount.set(null);
}
