import { atom, onMount, readonlyType } from 'nanostores';
import type { Notice, NoticeList } from '@chokdee/shared-contract/schemas/notices';
import { fetchNotices } from '../api/notices';
import { invalidate, type RequestState } from '../api/request-cache';
import { requestKeys } from '../api/request-keys';
import { watchMemberRequest } from './watch-member-request';

export type NoticesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; notices: Notice[]; unread: number }
  | { status: 'error'; message: string };

/** How often an open page reads the list again while it is in view. */
export const NOTICES_REFRESH_MS = 30_000;

const $state = atom<NoticesState>({ status: 'idle' });

/**
 * The member's notices (`member/notices` in the request cache), for the user menu's list and its
 * badge: read while someone listens and a member is logged in, again every 30 s while the page is
 * in view, when the visitor comes back to the tab, and whenever a remote says something changed.
 */
export const $notices = readonlyType($state);

function toNotices(state: RequestState<NoticeList> | null): NoticesState {
  if (state === null) return { status: 'idle' };
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'error', message: state.error.message };
  return { status: 'ready', notices: state.data.data, unread: state.data.unread };
}

/**
 * Reads the list again, for every place that shows it: a remote calls it after an action that
 * tells the member something (a staff page of another tab cannot, so the timer covers those).
 */
export function refreshNotices(): Promise<void> {
  return invalidate(requestKeys.member.notices);
}

function followWhileVisible(): () => void {
  const refreshIfVisible = () => {
    if (document.visibilityState === 'visible') void refreshNotices();
  };
  const timer = setInterval(refreshIfVisible, NOTICES_REFRESH_MS);
  document.addEventListener('visibilitychange', refreshIfVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', refreshIfVisible);
  };
}

onMount($state, () => {
  const stopWatching = watchMemberRequest(
    requestKeys.member.notices,
    (signal) => fetchNotices({ signal }),
    (state) => $state.set(toNotices(state)),
  );
  const stopFollowing = followWhileVisible();
  return () => {
    stopWatching();
    stopFollowing();
  };
});
