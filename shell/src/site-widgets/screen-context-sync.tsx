import { useLayoutEffect } from 'react';
import { setScreenContext } from '@chokdee/shared-kernel/screen/screen-layers';
import { outsideCommit } from '@chokdee/shared-kernel/runtime/outside-commit';
import type { ScreenContext } from '@chokdee/shared-kernel/screen/layer-rules';
import { useCurrentRoute, type RouteHandle } from '../routing/route-handle';

/** What the screen manager needs of a route: a staff surface, and whose cart its flow is about. */
export function screenContextOf(handle: RouteHandle): ScreenContext {
  if (handle.staff) return { staff: true, cartFlow: null };
  return { staff: false, cartFlow: handle.menuMode === 'ecommerce' ? 'ecommerce' : 'lottery' };
}

/** Tells the kernel's screen manager about the page on screen, before the layers paint. */
export function ScreenContextSync() {
  const { handle } = useCurrentRoute();
  const { staff, cartFlow } = screenContextOf(handle);
  // The remotes' layers read the context: set outside this commit, still before paint.
  useLayoutEffect(() => outsideCommit(() => setScreenContext({ staff, cartFlow })), [staff, cartFlow]);
  return null;
}
