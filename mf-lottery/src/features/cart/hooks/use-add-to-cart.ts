import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { $authToken } from '@chokdee/shared-kernel/api/auth-token';
import { setCurrentStore, type CurrentStore } from '@chokdee/shared-kernel/stores/current-store';
import { saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { $lotteryCart, addGroup, addToCart, loadCart } from '../../../stores/lottery-cart';
import { appPaths } from '@chokdee/shared-contract/app-paths';

/** `code`: the API's refusal code, e.g. `phone_not_verified`, which the toast turns into the fix. */
export type CartNotice = { kind: 'success' | 'error'; text: string; id: number; code?: string } | null;

export interface UseAddToCart {
  notice: CartNotice;
  dismiss: () => void;
  /** Resolves true when reserved; a visitor is sent to log in first (the page is remembered). */
  add: (store: CurrentStore, number: string, quantity: number) => Promise<boolean>;
  addGroup: (store: CurrentStore, quantity: number) => Promise<boolean>;
}

/** Adding to the lottery cart from a page: login check, the store's cart, and the Thai outcome. */
export function useAddToCart(): UseAddToCart {
  const location = useLocation();
  const [notice, setNotice] = useState<CartNotice>(null);
  const here = `${location.pathname}${location.search}`;

  const toLogin = useCallback(() => {
    saveIntent(here);
    navigate(appPaths.login.getHref());
  }, [here]);

  const run = useCallback(
    async (store: CurrentStore, action: () => Promise<unknown>, success: string): Promise<boolean> => {
      if (!$authToken.get()) {
        toLogin();
        return false;
      }
      const cart = $lotteryCart.get();
      if (cart?.storeCode !== store.code || cart.userRef !== store.userRef) {
        // Buying from a store makes it the member's current store (the bottom menu's cart).
        setCurrentStore(store);
        await loadCart(store);
      }
      try {
        await action();
        setNotice({ kind: 'success', text: success, id: Date.now() });
        return true;
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.status === 401) {
          toLogin();
          return false;
        }
        setNotice({ kind: 'error', text: apiError.message, id: Date.now(), code: apiError.code });
        return false;
      }
    },
    [toLogin],
  );

  return {
    notice,
    dismiss: useCallback(() => setNotice(null), []),
    add: useCallback(
      (store, number, quantity) =>
        run(store, () => addToCart(number, quantity), `เพิ่มเลข ${number} จำนวน ${quantity} ใบ ลงตะกร้าแล้ว`),
      [run],
    ),
    addGroup: useCallback(
      (store, quantity) => run(store, () => addGroup(quantity), `สุ่มเลข ${quantity} ใบ ลงตะกร้าแล้ว`),
      [run],
    ),
  };
}
