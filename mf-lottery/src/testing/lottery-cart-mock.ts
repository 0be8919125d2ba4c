import { atom } from 'nanostores';

/**
 * A writable stand-in for `src/stores/lottery-cart`, so the cart's buttons and summary are tested
 * on exactly the state they need (no API, no timers). A test file wires it in (jest hoists
 * `jest.mock`): `jest.mock('../../../stores/lottery-cart', () => jest.requireActual('…/lottery-cart-mock').lotteryCartModule)`.
 */
export const mockCartState = atom({ itemQuantity: 0, timeExpire: null as number | null, timedOut: false });
export const mockCartSecondsLeft = atom(0);
export const mockCartExpiresAt = atom<number | null>(null);

export const lotteryCartModule = {
  $cartState: mockCartState,
  $cartSecondsLeft: mockCartSecondsLeft,
  $cartExpiresAt: mockCartExpiresAt,
};

export function resetLotteryCartMock(): void {
  mockCartState.set({ itemQuantity: 0, timeExpire: null, timedOut: false });
  mockCartSecondsLeft.set(0);
  mockCartExpiresAt.set(null);
}
