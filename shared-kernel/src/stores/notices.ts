import { atom, onMount, readonlyType } from 'nanostores';
import type { Notice, NoticeList } from '@chokdee/shared-contract/schemas/notices';
import { $authToken } from '../api/auth-token';
import { followNoticeEvents } from '../api/notice-events';
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
 * badge: read while someone listens and a member is logged in, again at once when the API says a
 * new one is stored (its event stream, followed while the page is in view), every 30 s in view in
 * case the stream is down, when the visitor comes back to the tab, and whenever a remote says
 * something changed.
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
  let stopStream: (() => void) | undefined;
  const visible = () => document.visibilityState === 'visible';
  // One stream per page in view with a member logged in; a hidden tab holds no connection.
  const followStream = () => {
    stopStream?.();
    stopStream = visible() && $authToken.get() ? followNoticeEvents(() => void refreshNotices()) : undefined;
  };
  const refreshIfVisible = () => {
    if (visible()) void refreshNotices();
  };
  const onVisibility = () => {
    refreshIfVisible();
    followStream();
  };
  const timer = setInterval(refreshIfVisible, NOTICES_REFRESH_MS);
  document.addEventListener('visibilitychange', onVisibility);
  const stopFollowingToken = $authToken.listen(followStream);
  followStream();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    stopFollowingToken();
    stopStream?.();
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
