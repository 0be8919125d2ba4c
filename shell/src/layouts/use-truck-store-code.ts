import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readTruckStoreCode, TRUCK_STORE_KEY } from './truck-store-code';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TRUCK_STORE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const snapshot = () => readTruckStoreCode(browserStorage());

/**
 * The truck store code. Read again on every page (mf-truck saves it at login, removes it at logout
 * and then navigates: the location changes) and when another tab changes it.
 */
export function useTruckStoreCode(): string | null {
  useLocation(); // re-render, and so re-read, on each navigation
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
