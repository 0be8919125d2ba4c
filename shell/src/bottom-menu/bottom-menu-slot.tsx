import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $isLoggedIn } from '@chokdee/shared-kernel/stores/auth';
import { $currentStore } from '@chokdee/shared-kernel/stores/current-store';
import { useScreenLayer } from '@chokdee/shared-kernel/screen/use-screen-layer';
import type { LayerRequest } from '@chokdee/shared-kernel/screen/layer-rules';
import { useCurrentRoute } from '../routing/route-handle';
import { BottomMenuPlaceholder } from './bottom-menu-frame';
import { bottomMenuVariant } from './menu-variant';

const BottomMemberMenu = lazy(() =>
  import('./bottom-member-menu').then((module) => ({ default: module.BottomMemberMenu })),
);

/**
 * A dock on the bottom edge, and the lottery flow's cart bar (its cart item): on the shop, whose own
 * cart bar then shows, it gives way (at most one cart bar, layer-rules.ts).
 */
export const BOTTOM_MENU_LAYER: LayerRequest = {
  id: 'bottom-member-menu',
  kind: 'dock',
  priority: 50,
  cartOwner: 'lottery',
};

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
 * render, so the banners never move when it arrives (the store page's layout
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
  const { shown: layerShown, attach: attachLayer } = useScreenLayer(variant ? BOTTOM_MENU_LAYER : null);
  if (!variant || !layerShown) return null;
  const placeholder = <BottomMenuPlaceholder variant={variant} layerRef={attachLayer} />;
  if (!loggedIn && !store && !waitedLongEnough) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BottomMemberMenu
        routeUserRef={routeUserRef}
        actionOnly={handle.bottomMenuActionOnly}
        layerRef={attachLayer}
      />
    </Suspense>
  );
}
