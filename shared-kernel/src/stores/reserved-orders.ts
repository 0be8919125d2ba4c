import { atom, onMount, readonlyType } from 'nanostores';
import { fetchReservedOrderCount } from '../api/reserved-order-count';
import { $isLoggedIn } from './auth';

const $count = atom<number | null>(null);

/**
 * How many orders await payment (the member menu's badge); null while logged out or not yet
 * known. Fetched while someone listens and a member is logged in.
 */
export const $reservedOrderCount = readonlyType($count);

let generation = 0;

/**
 * Fetches the count again (after an order, a slip upload or a cancel). The newest call wins: an
 * older answer arriving late is dropped. Spec §8: a failure is ignored and the last known count
 * stays. Never rejects.
 */
export async function refreshReservedOrderCount(): Promise<void> {
  const mine = ++generation;
  if (!$isLoggedIn.get()) {
    $count.set(null);
    return;
  }
  try {
    const count = await fetchReservedOrderCount();
    if (mine === generation) $count.set(count);
  } catch {
    // Spec §8: the reserved-order count ignores errors.
  }
}

// Follow the login state while the badge is on screen; a change of member drops the old answer.
onMount($count, () =>
  $isLoggedIn.subscribe(() => {
    void refreshReservedOrderCount();
  }),
);
