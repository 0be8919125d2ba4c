import { atom, onMount, readonlyType } from 'nanostores';
import { fetchPointsBalance } from '../api/member';
import { toApiError } from '../api/client';
import { $isLoggedIn } from './auth';

export type PointsState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `pendingWelcome`: welcome points shown but not spendable until the phone is verified. */
  | { status: 'ready'; balance: number; pendingWelcome: number }
  /** Spec §8: the menu shows this message in place of the balance. */
  | { status: 'error'; message: string };

const $state = atom<PointsState>({ status: 'idle' });

/** The member's points balance; fetched while someone listens and a member is logged in. */
export const $points = readonlyType($state);

let generation = 0;
let inFlight: Promise<void> | null = null;

async function load(mine: number): Promise<void> {
  try {
    const { balance, pending_welcome_points } = await fetchPointsBalance();
    if (mine === generation) $state.set({ status: 'ready', balance, pendingWelcome: pending_welcome_points });
  } catch (error) {
    if (mine === generation) $state.set({ status: 'error', message: toApiError(error).message });
  }
}

/**
 * Fetches the balance again (the menu opening, after a redemption). Calls while one is running
 * share it. Logged out → idle. Never rejects.
 */
export function refreshPoints(): Promise<void> {
  if (!$isLoggedIn.get()) {
    generation += 1;
    inFlight = null;
    $state.set({ status: 'idle' });
    return Promise.resolve();
  }
  if (inFlight) return inFlight;
  const mine = ++generation;
  // A known balance stays on screen while it is refreshed.
  if ($state.get().status !== 'ready') $state.set({ status: 'loading' });
  const running = load(mine).finally(() => {
    if (inFlight === running) inFlight = null;
  });
  inFlight = running;
  return running;
}

// Follow the login state only while the balance is shown somewhere; another member's balance
// is never shown, so a change of login drops the request in flight.
onMount($state, () =>
  $isLoggedIn.subscribe(() => {
    inFlight = null;
    void refreshPoints();
  }),
);
