/**
 * Cross-app navigation. The shell and each remote run their own react-router; all of them
 * listen to `popstate`. single-spa patches `history.pushState` to fire that event, so a push
 * is enough inside the shell; a remote running standalone (no single-spa on the page) fires
 * the event itself.
 */
import { isSafeAppPath } from '@chokdee/shared-contract/rules/app-path';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

function singleSpaLoaded(): boolean {
  return typeof (window as { singleSpaNavigate?: unknown }).singleSpaNavigate === 'function';
}

/** Goes to an app path, e.g. `/check-lottery/2026-05-16`; any other value is ignored with a warning. */
export function navigate(path: string, options: NavigateOptions = {}): void {
  if (!isSafeAppPath(path)) {
    console.warn(`[chokdee] navigate() ignored a path that is not an app path: ${path}`);
    return;
  }
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  if (!singleSpaLoaded()) {
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }
}
