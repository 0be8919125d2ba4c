import { atom, onMount, readonlyType } from 'nanostores';
import { fetchPointsBalance } from '../api/member';
import { requestKeys } from '../api/request-keys';
import type { PointsBalance } from '@chokdee/shared-contract/schemas/points';
import { invalidate, type RequestState } from '../api/request-cache';
import { watchMemberRequest } from './watch-member-request';

export type PointsState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `pendingWelcome`: welcome points shown but not spendable until the phone is verified. */
  | { status: 'ready'; balance: number; pendingWelcome: number }
  /** Spec §8: the menu shows this message in place of the balance. */
  | { status: 'error'; message: string };

const $state = atom<PointsState>({ status: 'idle' });

/**
 * The member's points balance (`member/points` in the request cache): read while someone listens
 * and a member is logged in, and again whenever an action invalidates it (a redemption anywhere).
 */
export const $points = readonlyType($state);

function toPoints(state: RequestState<PointsBalance> | null): PointsState {
  if (state === null) return { status: 'idle' };
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'error', message: state.error.message };
  return { status: 'ready', balance: state.data.balance, pendingWelcome: state.data.pending_welcome_points };
}

/** Reads the balance again (the menu opening), for every place that shows it. Never rejects. */
export function refreshPoints(): Promise<void> {
  return invalidate(requestKeys.member.points);
}

// The cache keeps a known balance on screen while it is read again, and forgets it on a change
// of login, so another member's balance is never shown.
onMount($state, () =>
  watchMemberRequest(
    requestKeys.member.points,
    (signal) => fetchPointsBalance({ signal }),
    (state) => $state.set(toPoints(state)),
  ),
);
