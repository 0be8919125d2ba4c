import { lazy, Suspense, useMemo } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useLocation } from 'react-router';
import { $isLoggedIn } from '@chokdee/shared-kernel/stores/auth';
import { $catalog } from '../catalog/catalog-store';
import { importWithReload } from '../remotes/chunk-reload';
import type { WidgetPosition } from '@chokdee/shared-contract/schemas/catalog';
import { widgetsForSlot, type SlotWidget } from './slot-widgets';

// single-spa-react's Parcel and the MF loader come only with the first slot that has a widget.
const WidgetParcel = lazy(importWithReload(() => import('./widget-slot-parcel')));

/** The live remotes' widgets for a slot on this page; a layout uses it to leave out an empty sidebar. */
export function useSlotWidgets(name: WidgetPosition): SlotWidget[] {
  const catalog = useStore($catalog);
  const loggedIn = useStore($isLoggedIn);
  const { pathname } = useLocation();
  return useMemo(
    () => widgetsForSlot(catalog, name, pathname, loggedIn),
    [catalog, name, pathname, loggedIn],
  );
}

export type WidgetSlotProps = {
  name: WidgetPosition;
  className?: string;
};

/** A named place in a layout where the catalog's widgets mount; nothing at all when it has none. */
export function WidgetSlot({ name, className }: WidgetSlotProps) {
  const widgets = useSlotWidgets(name);
  if (widgets.length === 0) return null;
  return (
    <div className={className} data-widget-slot={name}>
      <Suspense fallback={null}>
        {widgets.map((widget) => (
          <WidgetParcel key={`${widget.remoteName}:${widget.module}`} widget={widget} slot={name} />
        ))}
      </Suspense>
    </div>
  );
}
