import { atom, computed, onMount, readonlyType } from 'nanostores';
import type { CartStore } from '../api/lottery-cart';
import { getCaptchaToken } from '../lib/captcha-token';

/**
 * The cart calls, loaded with the first call: a visitor browsing a store has no cart, and their
 * schemas bring the app's own zod (zod is not shared), which a store page's first load then skips.
 */
export const cartApi = () => import('../api/lottery-cart');
import { ApiRequestError, toApiError } from '@chokdee/shared-kernel/api/client';
import { emit } from '@chokdee/shared-kernel/events';
import './lottery-cart-events';
import { secondsLeft } from '@chokdee/shared-contract/rules/countdown';
import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import type {
  LotteryCartItem,
  LotteryCartMeta,
  LotteryCartResponse,
} from '@chokdee/shared-contract/schemas/lottery-cart';
import { $authToken } from '@chokdee/shared-kernel/api/auth-token';
import { $currentStore } from '@chokdee/shared-kernel/stores/current-store';

export type { CartStore } from '../api/lottery-cart';

/** The cart of the store on screen; `meta` is null while the member has no cart there. */
export interface LotteryCartState {
  storeCode: string;
  userRef: string;
  items: LotteryCartItem[];
  meta: LotteryCartMeta | null;
}

/** Spec §3 Cart state, as the bottom menu shows it. */
export interface CartState {
  itemQuantity: number;
  /** When the reservation ends (server unix seconds), or null without a cart. */
  timeExpire: number | null;
  timedOut: boolean;
}

/** Spec §8 texts; the server's own message follows them. */
export const CART_MESSAGES = {
  update: 'ไม่สามารถอัพเดทสินค้าในตะกร้าได้',
  create: 'ไม่สามารถสร้างตะกร้าได้',
  noStore: 'กรุณาเลือกร้านค้าก่อน',
  login: 'กรุณาเข้าสู่ระบบ',
} as const;

/** Spec §3 storage key: `cart::{store}` holds the store's cart id. */
export function cartStorageKey(storeCode: string): string {
  return `cart::${storeCode}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readCartId(storeCode: string): string | null {
  try {
    return storage()?.getItem(cartStorageKey(storeCode)) || null;
  } catch {
    return null;
  }
}

function writeCartId(storeCode: string, cartId: string | null): void {
  try {
    if (cartId) storage()?.setItem(cartStorageKey(storeCode), cartId);
    else storage()?.removeItem(cartStorageKey(storeCode));
  } catch {
    // Private mode or quota: the cart still works for this page view.
  }
}

const $cart = atom<LotteryCartState | null>(null);
const $timedOut = atom(false);
const $busyValue = atom(false);
const $errorValue = atom<ApiError | null>(null);
const $seconds = atom(0);

/** The lottery cart of the current store, or null before any store loaded it. */
export const $lotteryCart = readonlyType($cart);
/** True while a cart call runs (buttons wait). */
export const $cartBusy = readonlyType($busyValue);
/** Why the cart could not be loaded (a 5xx or the network; below 500 the cart is reset instead). */
export const $cartError = readonlyType($errorValue);

/** Seconds left on the reservation by the server's clock; ticks every 1 s while someone listens. */
export const $cartSecondsLeft = readonlyType($seconds);

export const $cartState = computed([$cart, $timedOut], (cart, timedOut): CartState => ({
  itemQuantity: cart?.meta?.total_quantity ?? cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0,
  timeExpire: cart?.meta?.expire_unix ?? null,
  timedOut,
}));

// Server clock minus device clock (ms), from the last cart answer's `now_unix`: the countdown
// runs on the server's time even when the device clock is off by minutes.
let serverOffsetMs = 0;

/** When the reservation ends on this device's clock (ms), or null without one: what the bottom menu counts down to. */
export const $cartExpiresAt = computed($cart, (cart) =>
  cart?.meta ? cart.meta.expire_unix * 1000 - serverOffsetMs : null,
);
// The reservation (cart id + end) whose timeout event was already sent: it is sent once.
let timeoutSentFor: string | null = null;

function computeSeconds(): number {
  const meta = $cart.get()?.meta;
  if (!meta) return 0;
  return secondsLeft(meta.expire_unix, Date.now() + serverOffsetMs);
}

/** Spec §4: at zero the cart is marked timed out and the timeout event is emitted, once. */
function tick(): void {
  const seconds = computeSeconds();
  if ($seconds.get() !== seconds) $seconds.set(seconds);
  const cart = $cart.get();
  if (!cart?.meta || seconds > 0) return;
  const reservation = `${cart.meta.id}:${cart.meta.expire_unix}`;
  if (!$timedOut.get()) $timedOut.set(true);
  if (timeoutSentFor === reservation) return;
  timeoutSentFor = reservation;
  emit('lottery-cart:timeout', { cartId: cart.meta.id, storeCode: cart.storeCode });
}

onMount($seconds, () => {
  tick();
  const timer = setInterval(tick, 1000);
  const unbind = $cart.listen(tick);
  return () => {
    clearInterval(timer);
    unbind();
  };
});

function setCart(next: LotteryCartState | null): void {
  const before = $cart.get()?.meta;
  $cart.set(next);
  const after = next?.meta;
  if (!after || before?.id !== after.id || before.expire_unix !== after.expire_unix) $timedOut.set(false);
  if (after && computeSeconds() === 0) tick();
}

function sameStore(store: CartStore): boolean {
  const cart = $cart.get();
  return cart?.storeCode === store.code && cart.userRef === store.userRef;
}

function apply(store: CartStore, answer: LotteryCartResponse, receivedAt: number): LotteryCartState | null {
  // An answer for a store the visitor has left since is not shown.
  if (!sameStore(store)) return $cart.get();
  serverOffsetMs = answer.meta.now_unix * 1000 - receivedAt;
  writeCartId(store.code, answer.meta.id);
  $errorValue.set(null);
  const next = { storeCode: store.code, userRef: store.userRef, items: answer.data, meta: answer.meta };
  setCart(next);
  return next;
}

function emptyCart(store: CartStore): LotteryCartState {
  return { storeCode: store.code, userRef: store.userRef, items: [], meta: null };
}

/**
 * Forgets the cart of the current store here (storage and state). Nothing is sent: the server
 * frees the tickets when the reservation ends, and answers the live cart again on the next add.
 */
export function resetCart(): void {
  const cart = $cart.get();
  if (!cart) return;
  writeCartId(cart.storeCode, null);
  setCart(emptyCart({ code: cart.storeCode, userRef: cart.userRef }));
}

// Cart calls run one after another: a second add waits for the cart the first one created.
let queue: Promise<unknown> = Promise.resolve();

function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function busy<T>(task: () => Promise<T>): Promise<T> {
  $busyValue.set(true);
  try {
    return await task();
  } finally {
    $busyValue.set(false);
  }
}

/** Spec §4: an error below 500 resets the cart; the message reads '<what failed> <server text>'. */
function failure(error: unknown, what: string, store: CartStore): ApiRequestError {
  const apiError = toApiError(error);
  if (apiError.status > 0 && apiError.status < 500 && sameStore(store)) resetCart();
  return new ApiRequestError({ ...apiError, message: `${what} ${apiError.message}` }, { cause: error });
}

function requireStore(): CartStore {
  const cart = $cart.get();
  if (!cart) throw new ApiRequestError({ message: CART_MESSAGES.noStore, errors: [], status: 400 });
  return { code: cart.storeCode, userRef: cart.userRef };
}

function requireLogin(): void {
  if (!$authToken.get()) throw new ApiRequestError({ message: CART_MESSAGES.login, errors: [], status: 401 });
}

function cartIdOf(store: CartStore): string | null {
  const cart = $cart.get();
  return cart?.meta?.id ?? readCartId(store.code);
}

async function openCart(store: CartStore): Promise<string> {
  try {
    // Spec §7: the captcha token when a site key is configured; none (and no script) otherwise.
    const greToken = await getCaptchaToken('cart');
    const answer = await (await cartApi()).createCart(store, { greToken });
    apply(store, answer, Date.now());
    return answer.meta.id;
  } catch (error) {
    throw failure(error, CART_MESSAGES.create, store);
  }
}

/** A live cart id: the one held, or a new cart once the old one timed out or was reset. */
async function liveCartId(store: CartStore): Promise<string> {
  if ($timedOut.get()) resetCart();
  return cartIdOf(store) ?? openCart(store);
}

let loading: { code: string; userRef: string; promise: Promise<void> } | null = null;

/**
 * Shows the cart of `store`: the cart id saved under `cart::{code}` is fetched (member only).
 * A fetch error below 500 resets the cart (spec §4); other failures set `$cartError`. Never rejects.
 */
export function loadCart(store: CartStore): Promise<void> {
  if (loading && loading.code === store.code && loading.userRef === store.userRef) return loading.promise;
  if (!sameStore(store)) {
    $errorValue.set(null);
    setCart(emptyCart(store));
  }
  const promise = serial(async () => {
    const cartId = readCartId(store.code);
    if (!cartId || !$authToken.get() || !sameStore(store)) return;
    try {
      const isGroup = $cart.get()?.meta?.isGroup;
      const answer = await (await cartApi()).fetchCart(cartId, store, { isGroup });
      apply(store, answer, Date.now());
    } catch (error) {
      const apiError = toApiError(error);
      if (!sameStore(store)) return;
      if (apiError.status > 0 && apiError.status < 500) resetCart();
      else $errorValue.set(apiError);
    }
  }).finally(() => {
    if (loading?.promise === promise) loading = null;
  });
  loading = { code: store.code, userRef: store.userRef, promise };
  return promise;
}

/**
 * Fetches the cart again (before an order); a failure below 500 resets it, and every failure
 * rejects with the Thai message.
 */
export function refreshCart(): Promise<LotteryCartState | null> {
  return serial(async () => {
    const store = requireStore();
    const cartId = cartIdOf(store);
    if (!cartId) return $cart.get();
    try {
      const isGroup = $cart.get()?.meta?.isGroup;
      return apply(store, await (await cartApi()).fetchCart(cartId, store, { isGroup }), Date.now());
    } catch (error) {
      throw failure(error, CART_MESSAGES.update, store);
    }
  });
}

function trackAdd(items: readonly LotteryCartItem[], numbers: readonly string[], quantity: number): void {
  const value = items
    .filter((item) => numbers.includes(item.number))
    .reduce((sum, item) => sum + item.price * (numbers.length === 1 ? quantity : item.quantity), 0);
  emit('track:AddToCart', { value, currency: 'THB', content_ids: [...numbers], num_items: quantity });
}

/**
 * Reserves `quantity` tickets of `number`, opening a cart first when there is none. Rejects with
 * 'ไม่สามารถอัพเดทสินค้าในตะกร้าได้ <server text>' (or the create text), after a reset below 500.
 */
export function addToCart(number: string, quantity: number): Promise<LotteryCartState | null> {
  return serial(() =>
    busy(async () => {
      const store = requireStore();
      requireLogin();
      const cartId = await liveCartId(store);
      let next: LotteryCartState | null;
      try {
        next = apply(
          store,
          await (await cartApi()).addCartItem(cartId, { number, quantity }, store),
          Date.now(),
        );
      } catch (error) {
        throw failure(error, CART_MESSAGES.update, store);
      }
      trackAdd(next?.items ?? [], [number], quantity);
      return next;
    }),
  );
}

/** Spec §4: a random pick resets the cart first and marks group mode. */
export function addGroup(quantity: number, pattern?: string): Promise<LotteryCartState | null> {
  return serial(() =>
    busy(async () => {
      const store = requireStore();
      requireLogin();
      resetCart();
      const cartId = await openCart(store);
      let answer: LotteryCartResponse;
      try {
        answer = await (await cartApi()).addCartGroup(cartId, { quantity, pattern }, store);
      } catch (error) {
        throw failure(error, CART_MESSAGES.update, store);
      }
      const next = apply(
        store,
        {
          ...answer,
          meta: { ...answer.meta, isGroup: true, groupQuantity: answer.meta.groupQuantity ?? quantity },
        },
        Date.now(),
      );
      trackAdd(
        answer.data,
        answer.data.map((item) => item.number),
        quantity,
      );
      return next;
    }),
  );
}

/** Gives back `quantity` tickets of `number` (all without one); an emptied cart is reset (spec §4). */
export function removeFromCart(number: string, quantity?: number): Promise<LotteryCartState | null> {
  return serial(() =>
    busy(async () => {
      const store = requireStore();
      const cartId = cartIdOf(store);
      if (!cartId) return $cart.get();
      let answer: LotteryCartResponse;
      try {
        answer = await (await cartApi()).removeCartItem(cartId, number, quantity, store);
      } catch (error) {
        throw failure(error, CART_MESSAGES.update, store);
      }
      if (answer.data.length === 0) {
        if (sameStore(store)) resetCart();
        return $cart.get();
      }
      return apply(store, answer, Date.now());
    }),
  );
}

// While the cart state is on screen (the bottom menu), it follows the store the visitor last
// opened and the login: a member who logs in sees their cart, one who logs out sees none.
onMount($cartState, () => {
  const stopTicking = $seconds.listen(() => undefined);
  const follow = (store: CartStore | null) => {
    if (store && !sameStore(store)) void loadCart(store);
  };
  follow($currentStore.get());
  const stopStore = $currentStore.listen((store) => {
    // A store cleared since (its page answered 404) takes its cart off the menu.
    if (store) follow(store);
    else setCart(null);
  });
  const stopAuth = $authToken.listen((token) => {
    const cart = $cart.get();
    if (!cart) return;
    const store = { code: cart.storeCode, userRef: cart.userRef };
    if (token) void loadCart(store);
    else setCart(emptyCart(store));
  });
  return () => {
    stopTicking();
    stopStore();
    stopAuth();
  };
});
