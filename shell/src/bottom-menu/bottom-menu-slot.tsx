import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $isLoggedIn } from '@chokdee/shared-kernel/stores/auth';
import { $currentStore } from '@chokdee/shared-kernel/stores/current-store';
import { useCurrentRoute } from '../app/route-handle';
import { BottomMenuPlaceholder } from './bottom-menu-frame';
import { bottomMenuVariant } from './menu-variant';

const BottomMemberMenu = lazy(() =>
  import('./bottom-member-menu').then((module) => ({ default: module.BottomMemberMenu })),
);

/** How long a store page's menu waits for its store before its code loads anyway (a failed lookup). */
export const STORE_WAIT_MS = 4000;

function useTimePassed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/**
 * Where a layout puts the bottom member menu. The menu's code (and the kernel's cart and order
 * stores with their API calls) loads only for someone who sees it: a member, or a visitor who has
 * opened a store. A first visit to the results page pays nothing for it.
 *
 * A dealer's store page (its route's `user_ref_param`) holds the menu's place from the first
 * render, so the cookie bar and the banners never move when it arrives (the store page's layout
 * shift). Its code still waits for the store to load: downloaded with the page's first load, it
 * took bandwidth from the page (10 KB of it zod's classic build).
 */
export function BottomMenuSlot() {
  const loggedIn = useStore($isLoggedIn);
  const store = useStore($currentStore);
  const { handle, params } = useCurrentRoute();
  const routeUserRef = handle.userRefParam ? params[handle.userRefParam] : undefined;
  const variant = bottomMenuVariant({ loggedIn, userRef: routeUserRef ?? store?.userRef });
  const waitedLongEnough = useTimePassed(STORE_WAIT_MS);
  if (!variant) return null;
  if (!loggedIn && !store && !waitedLongEnough) return <BottomMenuPlaceholder variant={variant} />;
  return (
    <Suspense fallback={<BottomMenuPlaceholder variant={variant} />}>
      <BottomMemberMenu routeUserRef={routeUserRef} />
    </Suspense>
  );
}
