import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $isLoggedIn } from '@chokdee/shared-kernel/stores/auth';
import { $currentStore } from '@chokdee/shared-kernel/stores/current-store';
import { bottomMenuVariant } from './menu-variant';

const BottomMemberMenu = lazy(() =>
  import('./bottom-member-menu').then((module) => ({ default: module.BottomMemberMenu })),
);

/**
 * Where a layout puts the bottom member menu. The menu's code (and the kernel's cart and order
 * stores with their API calls) loads only for someone who sees it: a member, or a visitor who has
 * opened a store. A first visit to the results page pays nothing for it.
 */
export function BottomMenuSlot() {
  const loggedIn = useStore($isLoggedIn);
  const store = useStore($currentStore);
  if (!bottomMenuVariant({ loggedIn, userRef: store?.userRef })) return null;
  return (
    <Suspense fallback={null}>
      <BottomMemberMenu />
    </Suspense>
  );
}
