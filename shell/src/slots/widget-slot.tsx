import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useLocation } from 'react-router';
import { $isLoggedIn } from '@chokdee/shared-kernel/stores/auth';
import { $catalog } from '../catalog/catalog-store';
import { importWithReload } from '../remotes/chunk-reload';
import type { WidgetPosition } from '@chokdee/shared-contract/schemas/catalog';
import { widgetIslandKey } from '@chokdee/shared-contract/server-page';
import { widgetsForSlot, type SlotWidget } from './slot-widgets';
import { WidgetIsland } from './widget-island';
import { widgetIslandsOnServer } from '../remotes/widget-islands';

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

const widgetKey = (widget: SlotWidget) => widgetIslandKey(widget.remoteName, widget.module);

/**
 * A named place in a layout where the catalog's widgets mount; nothing at all when it has none.
 * Until every widget has drawn (or failed), the container carries `data-loading`, so a page can
 * hold the room its widgets will take (a min-height on `className[data-loading]`) and the page
 * below does not move when they arrive.
 */
export function WidgetSlot({ name, className }: WidgetSlotProps) {
  const widgets = useSlotWidgets(name);
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const settle = useCallback(
    (key: string) => setSettled((done) => (done.has(key) ? done : new Set(done).add(key))),
    [],
  );
  if (widgets.length === 0) return null;
  const loading = widgets.some((widget) => !settled.has(widgetKey(widget)));
  return (
    <div className={className} data-widget-slot={name} data-loading={loading || undefined}>
      <Suspense fallback={null}>
        {widgets.map((widget) => (
          <SlotWidgetParcel key={widgetKey(widget)} widget={widget} slot={name} onSettled={settle} />
        ))}
      </Suspense>
    </div>
  );
}

type SlotWidgetParcelProps = { widget: SlotWidget; slot: WidgetPosition; onSettled: (key: string) => void };

/**
 * One widget of the slot, telling the slot by its key when it has settled; on the server, its
 * island (the origin renders the widget into it).
 */
function SlotWidgetParcel({ widget, slot, onSettled }: SlotWidgetParcelProps) {
  const key = widgetKey(widget);
  const settled = useCallback(() => onSettled(key), [onSettled, key]);
  if (widgetIslandsOnServer()) return <WidgetIsland islandKey={key} slot={slot} html="" />;
  return <WidgetParcel widget={widget} slot={slot} onSettled={settled} />;
}
