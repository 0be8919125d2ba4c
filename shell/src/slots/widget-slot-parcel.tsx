import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { widgetIslandKey } from '@chokdee/shared-contract/server-page';
import { emit } from '@chokdee/shared-kernel/events';
import { HYDRATE_ATTRIBUTE } from '@chokdee/shared-kernel/runtime/yielding-root';
import { guardLifecycles } from '../remotes/guard-lifecycles';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary';
import { loadRemoteWidget, type WidgetLoadResult, type WidgetParcelConfig } from './widget-slot-load';
import type { WidgetPosition } from '@chokdee/shared-contract/schemas/catalog';
import type { SlotWidget } from './slot-widgets';
import { WidgetIsland } from './widget-island';
import { takeWidgetIsland } from '../remotes/widget-islands';

export type WidgetParcelProps = {
  widget: SlotWidget;
  slot: WidgetPosition;
  /** Called once the widget has drawn its first render, or has failed (then it draws nothing). */
  onSettled?: () => void;
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface IslandParcelProps {
  islandKey: string;
  html: string;
  config: WidgetParcelConfig | null;
  widget: SlotWidget;
  slot: WidgetPosition;
  onMounted?: () => void;
}

/**
 * A widget the origin rendered: its island keeps the server's HTML on screen until the widget's
 * code has come, then the widget's root hydrates it in place (a parcel on the island itself).
 */
function IslandParcel({ islandKey, html, config, widget, slot, onMounted }: IslandParcelProps) {
  const island = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = island.current;
    if (!config || !container) return;
    container.setAttribute(HYDRATE_ATTRIBUTE, '');
    const parcel = mountRootParcel(config, { domElement: container, remoteName: widget.remoteName, slot });
    void parcel.mountPromise.then(onMounted, () => undefined);
    return () => {
      parcel.mountPromise.then(() => parcel.unmount()).catch(() => undefined);
    };
  }, [config, widget.remoteName, slot, onMounted]);
  return <WidgetIsland ref={island} islandKey={islandKey} slot={slot} html={html} />;
}

/**
 * One remote widget mounted with single-spa-react's Parcel. A widget is an extra (a gift button,
 * a sidebar): when it cannot load or breaks, it renders nothing and the page carries on.
 */
export function WidgetParcel({ widget, slot, onSettled }: WidgetParcelProps) {
  const islandKey = widgetIslandKey(widget.remoteName, widget.module);
  // The origin's render of this widget, when this is the page it came with: hydrated, not redrawn.
  const [island] = useState(() => takeWidgetIsland(islandKey));
  const [state, setState] = useState<WidgetLoadResult | { status: 'loading' }>({ status: 'loading' });

  useEffect(() => {
    if (state.status === 'failed') onSettled?.();
  }, [state.status, onSettled]);

  useEffect(() => {
    let active = true;
    void loadRemoteWidget(widget).then((result) => {
      if (active) setState(result);
    });
    return () => {
      active = false;
    };
  }, [widget]);

  const fail = useCallback(
    (error: unknown) => {
      emit('remote:failed', { remote: widget.remoteName, error: describe(error) });
      setState({ status: 'failed', error });
    },
    [widget.remoteName],
  );

  const config = useMemo(
    () => (state.status === 'ready' ? guardLifecycles(state.config, fail) : null),
    [state, fail],
  );
  if (island !== null && state.status !== 'failed')
    return (
      <RemoteErrorBoundary onError={fail}>
        <IslandParcel
          islandKey={islandKey}
          html={island}
          config={config}
          widget={widget}
          slot={slot}
          onMounted={onSettled}
        />
      </RemoteErrorBoundary>
    );
  if (!config) return null;

  return (
    <RemoteErrorBoundary onError={fail}>
      <Parcel
        config={config}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapStyle={{ display: 'contents' }}
        handleError={fail}
        parcelDidMount={onSettled}
        remoteName={widget.remoteName}
        slot={slot}
      />
    </RemoteErrorBoundary>
  );
}

export default WidgetParcel;
