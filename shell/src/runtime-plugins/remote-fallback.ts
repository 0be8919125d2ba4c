import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the stand-in module a failed `loadRemote` resolves to. */
export const REMOTE_UNAVAILABLE = Symbol.for('chokdee.remote-unavailable');

/** Shown by the stand-in itself when a slot mounts it without the shell's React fallback. */
export const REMOTE_UNAVAILABLE_TEXT = 'ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้';

export interface RemoteFailure {
  /** Catalog name of the remote, e.g. `mf_lottery`. */
  remote: string;
  /** The module requested, e.g. `mf_lottery/app`. */
  id: string;
  error: unknown;
}

interface MountProps {
  domElement?: HTMLElement;
}

/**
 * What `loadRemote` resolves to when a remote cannot be loaded: still a valid single-spa parcel
 * (a widget slot can mount it and show the Thai notice), and it carries the failure so the
 * outlet can pick between its retry fallback and a page reload (chunk-reload.ts).
 */
export interface UnavailableRemoteModule extends RemoteFailure {
  [REMOTE_UNAVAILABLE]: true;
  bootstrap: () => Promise<void>;
  mount: (props: MountProps) => Promise<void>;
  unmount: (props: MountProps) => Promise<void>;
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}

export function unavailableRemoteModule(failure: RemoteFailure): UnavailableRemoteModule {
  return {
    ...failure,
    [REMOTE_UNAVAILABLE]: true,
    bootstrap: async () => {},
    mount: async ({ domElement }) => {
      if (!domElement) return;
      const notice = document.createElement('p');
      notice.setAttribute('role', 'alert');
      notice.textContent = REMOTE_UNAVAILABLE_TEXT;
      domElement.replaceChildren(notice);
    },
    unmount: async ({ domElement }) => {
      domElement?.replaceChildren();
    },
  };
}

function remoteNameOf(id: string, remote: { name?: string } | undefined): string {
  return remote?.name ?? id.split('/')[0] ?? id;
}

export interface RemoteFallbackPluginOptions {
  /** Told about every remote that could not be loaded (the shell emits `remote:failed`). */
  onFailure?: (failure: RemoteFailure) => void;
}

/**
 * The load layer of failure handling (STYLE.md §2): a remote whose manifest, entry or exposed
 * chunk cannot be loaded resolves to a stand-in module instead of rejecting, so one dead remote
 * never breaks the page around it. Only the final `onLoad` stage is answered; the earlier stages
 * expect a manifest or arguments back, and their errors reach `onLoad` anyway.
 */
export function remoteFallbackPlugin(
  options: RemoteFallbackPluginOptions = {},
): ModuleFederationRuntimePlugin {
  return {
    name: 'chokdee-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const failure: RemoteFailure = {
        remote: remoteNameOf(args.id, args.remote),
        id: args.id,
        error: args.error,
      };
      options.onFailure?.(failure);
      return unavailableRemoteModule(failure);
    },
  };
}
