/** Spec §3 storage key: the truck store the operator logged in to (it holds the store code). */
export const TRUCK_STORE_KEY = 'truck_store';

/**
 * The truck store code, or null. mf-truck writes it; older builds stored it JSON-encoded (a string
 * or `{ code }`), so those shapes are read too. Blank or unreadable means no truck store.
 */
export function readTruckStoreCode(storage: Pick<Storage, 'getItem'> | null): string | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(TRUCK_STORE_KEY) ?? null;
  } catch {
    return null; // storage blocked
  }
  if (raw === null) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // A bare code: 'T001'.
  }
  if (typeof value === 'object' && value !== null) value = (value as { code?: unknown }).code;
  if (typeof value === 'number') value = String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
