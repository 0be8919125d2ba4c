import type { TruckOperator, TruckSession, TruckStore } from '@chokdee/shared-contract/schemas/truck';
import { atom } from 'nanostores';

/** Spec §3: the store the operator logged in to; it holds the store code. */
export const TRUCK_STORE_KEY = 'truck_store';
/** The operator's token and store, kept beside `truck_store` so the POS opens offline. Never the member token. */
export const TRUCK_SESSION_KEY = 'truck_session';

export interface TruckSessionState {
  token: string;
  operator: TruckOperator;
  store: TruckStore;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved session, or null when `truck_store` is gone or the saved one is unreadable. */
export function readTruckSession(
  from: Pick<Storage, 'getItem'> | null = storage(),
): TruckSessionState | null {
  try {
    const code = from?.getItem(TRUCK_STORE_KEY);
    const raw = from?.getItem(TRUCK_SESSION_KEY);
    if (!code || !raw) return null;
    const value = JSON.parse(raw) as Partial<TruckSessionState>;
    if (typeof value.token !== 'string' || !value.store || value.store.code !== code || !value.operator)
      return null;
    return value as TruckSessionState;
  } catch {
    return null;
  }
}

/** The operator's session; read from storage when the remote loads (spec §2: state from `truck_store`). */
export const $truckSession = atom<TruckSessionState | null>(readTruckSession());

export function saveTruckSession(session: TruckSession): void {
  const state: TruckSessionState = { token: session.token, operator: session.operator, store: session.store };
  const s = storage();
  s?.setItem(TRUCK_STORE_KEY, session.store.code);
  s?.setItem(TRUCK_SESSION_KEY, JSON.stringify(state));
  $truckSession.set(state);
}

/** The server's newer view of the store (flags, draw, PromptPay id), same token. */
export function refreshTruckStore(store: TruckStore, operator: TruckOperator): void {
  const current = $truckSession.get();
  if (!current) return;
  const state = { ...current, store, operator };
  storage()?.setItem(TRUCK_SESSION_KEY, JSON.stringify(state));
  $truckSession.set(state);
}

/** Logout: removes the truck store (spec §2) and the session. */
export function clearTruckSession(): void {
  const s = storage();
  s?.removeItem(TRUCK_STORE_KEY);
  s?.removeItem(TRUCK_SESSION_KEY);
  $truckSession.set(null);
}
