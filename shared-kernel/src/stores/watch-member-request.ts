import { requestState, watchRequest, type RequestLoad, type RequestState } from '../api/request-cache';
import type { RequestKey } from '../api/request-keys';
import { $isLoggedIn } from './auth';

/**
 * Follows `key` in the shared request cache while a member is logged in, calling `show` with its
 * state (null while logged out: nothing is read for a visitor). For stores that mirror a member's
 * read (the header's points, the menu's badge): they show what every page shows, and refresh when
 * an action anywhere invalidates the key. Returns the way to stop following.
 */
export function watchMemberRequest<T>(
  key: RequestKey,
  load: RequestLoad<T>,
  show: (state: RequestState<T> | null) => void,
): () => void {
  let unwatch: (() => void) | null = null;
  const stopLogin = $isLoggedIn.subscribe((loggedIn) => {
    unwatch?.();
    unwatch = null;
    if (!loggedIn) {
      show(null);
      return;
    }
    const sync = () => show(requestState<T>(key));
    unwatch = watchRequest(key, load, sync);
    sync();
  });
  return () => {
    stopLogin();
    unwatch?.();
  };
}
