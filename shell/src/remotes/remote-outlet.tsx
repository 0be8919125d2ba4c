import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { emit } from '@chokdee/shared-kernel/events';
import { markPageSettled } from './first-page-settled';
import { guardLifecycles } from './guard-lifecycles';
import { loadRemoteApp, type LoadRemoteAppOptions, type RemoteAppResult } from './load-remote-app';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading } from './remote-loading';
import { dropServerPage, handOverServerPage, serverPageOf } from './server-page';
import styles from './remote-outlet.module.css';

export type RemoteOutletProps = {
  /** Catalog name of the remote, e.g. `mf_lottery`. */
  remoteName: string;
  /** Layout slot it renders in: `main` for a page. */
  slot: string;
  /** Where its app comes from: the remote's `./app` over federation, or the shell's own pages. */
  load?: (remoteName: string, options: LoadRemoteAppOptions) => Promise<RemoteAppResult>;
};

type OutletState = { status: 'loading' } | RemoteAppResult;

/** Shows the server-rendered page where the remote will be, until the remote's code has come. */
function ServerPageHolder({ page }: { page: HTMLElement }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    holder.current?.append(page);
  }, [page]);
  return <div ref={holder} className={styles.parcel} />;
}

/**
 * Right after the remote's container is in the page (before it paints), moves the server-rendered
 * page into it for the remote's root to hydrate: the visitor never sees the page go.
 */
function ServerPageHandOver({ outlet }: { outlet: RefObject<HTMLDivElement | null> }) {
  useLayoutEffect(() => {
    const container = outlet.current?.querySelector<HTMLElement>(`.${styles.parcel}`);
    if (container) handOverServerPage(container);
    else dropServerPage();
  }, [outlet]);
  return null;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Mounts a remote's `./app` in a slot. The remote is fetched only when this renders (the route is
 * visited). Whatever goes wrong — remote down, bad module, mount throws — stays in this slot
 * as a Thai fallback with a retry.
 */
export function RemoteOutlet({ remoteName, slot, load = loadRemoteApp }: RemoteOutletProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OutletState>({ status: 'loading' });
  // The page the origin rendered, when it is this remote's page at this address.
  const [serverPage] = useState(() => serverPageOf(remoteName, window.location));
  const outlet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    void load(remoteName, { retry: attempt > 0 }).then((result) => {
      markPageSettled();
      if (result.status === 'failed') dropServerPage();
      if (active) setState(result);
    });
    return () => {
      active = false;
    };
  }, [remoteName, attempt, load]);

  // Load failures are reported by the runtime plugin; these are failures after the load.
  const failMount = useCallback(
    (error: unknown) => {
      dropServerPage();
      emit('remote:failed', { remote: remoteName, error: describe(error) });
      setState({ status: 'failed', error });
    },
    [remoteName],
  );

  const config = useMemo(
    () => (state.status === 'ready' ? guardLifecycles(state.config, failMount) : null),
    [state, failMount],
  );

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return (
    <div
      ref={outlet}
      className={styles.slot}
      data-remote={remoteName}
      data-slot={slot}
      aria-busy={state.status !== 'ready' && state.status !== 'failed'}
    >
      {config ? (
        <RemoteErrorBoundary onError={failMount}>
          <Parcel
            config={config}
            mountParcel={mountRootParcel}
            wrapWith="div"
            wrapClassName={styles.parcel}
            handleError={failMount}
            remoteName={remoteName}
            slot={slot}
          />
          {serverPage && <ServerPageHandOver outlet={outlet} />}
        </RemoteErrorBoundary>
      ) : state.status === 'failed' ? (
        <RemoteFallback onRetry={retry} />
      ) : serverPage ? (
        <ServerPageHolder page={serverPage} />
      ) : (
        <RemoteLoading />
      )}
    </div>
  );
}
