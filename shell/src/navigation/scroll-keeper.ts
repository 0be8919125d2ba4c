/**
 * Where the window scrolls when the page changes: to the top on a new page, back to where the
 * visitor was on Back and Forward. The browser's own restoration cannot do it here: every app has
 * its own router, single-spa turns each pushState into a popstate, and a remote's page arrives
 * after the URL has changed, so the page is still short when the browser would restore.
 */

/** How long a restore waits for the page to grow tall enough (a remote still loading). */
const RESTORE_WAIT_MS = 2000;

type SingleSpaPopState = PopStateEvent & { singleSpa?: boolean };

function pageKey(location: Location): string {
  return location.pathname + location.search;
}

export function startScrollKeeper(win: Window = window): () => void {
  const positions = new Map<string, number>();
  let current = pageKey(win.location);
  let currentPath = win.location.pathname;
  let cancelRestore: (() => void) | null = null;
  win.history.scrollRestoration = 'manual';

  const onScroll = () => positions.set(current, win.scrollY);

  const restore = (target: number) => {
    const started = Date.now();
    let frame = 0;
    const step = () => {
      const room = win.document.documentElement.scrollHeight - win.innerHeight;
      if (room >= target || Date.now() - started > RESTORE_WAIT_MS) {
        win.scrollTo(0, Math.min(target, Math.max(room, 0)));
        cancelRestore = null;
        return;
      }
      frame = win.requestAnimationFrame(step);
    };
    step();
    cancelRestore = () => win.cancelAnimationFrame(frame);
  };

  const onPopState = (event: Event) => {
    const next = pageKey(win.location);
    const nextPath = win.location.pathname;
    if (next === current) return;
    cancelRestore?.();
    cancelRestore = null;
    const target = positions.get(next);
    const pathChanged = nextPath !== currentPath;
    current = next;
    currentPath = nextPath;
    // single-spa marks the popstate it makes for a pushState or replaceState: a link, a redirect.
    const forward = (event as SingleSpaPopState).singleSpa === true;
    if (forward) {
      // A new query on the same page (a filter, a tab) keeps the place; an anchor is the page's.
      if (pathChanged && !win.location.hash) win.scrollTo(0, 0);
    } else {
      restore(target ?? 0);
    }
  };

  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('popstate', onPopState);
  return () => {
    cancelRestore?.();
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('popstate', onPopState);
  };
}
