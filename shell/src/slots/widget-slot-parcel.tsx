import { useCallback, useEffect, useMemo, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { emit } from '@chokdee/shared-kernel/events';
import { guardLifecycles } from '../remotes/guard-lifecycles';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary';
import { loadRemoteWidget, type WidgetLoadResult } from './widget-slot-load';
import type { WidgetPosition } from '@chokdee/shared-contract/schemas/catalog';
import type { SlotWidget } from './slot-widgets';

export type WidgetParcelProps = {
  widget: SlotWidget;
  slot: WidgetPosition;
  /** Called once the widget has drawn its first render, or has failed (then it draws nothing). */
  onSettled?: () => void;
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One remote widget mounted with single-spa-react's Parcel. A widget is an extra (a gift button,
 * a sidebar): when it cannot load or breaks, it renders nothing and the page carries on.
 */
export function WidgetParcel({ widget, slot, onSettled }: WidgetParcelProps) {
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
