import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteProps } from '@chokdee/shared-kernel/remote-props';
import { isUnavailableRemote } from '../runtime-plugins/remote-fallback';
import { handleChunkFailure, type ChunkReloadEnvironment } from './chunk-reload';
import { reRegisterRemote } from './register-remotes';

/** A parcel config as single-spa takes it: the remote's lifecycles under its catalog name. */
export type RemoteParcelConfig = LifeCycles<RemoteProps> & { name: string };

export type RemoteAppResult =
  | { status: 'ready'; config: RemoteParcelConfig }
  | { status: 'failed'; error: unknown }
  /** A stale chunk: the page is reloading, keep showing the loading state. */
  | { status: 'reloading' };

type LifecycleModule = LifeCycles<RemoteProps>;

function isLifecycleModule(value: unknown): value is LifecycleModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const isLifecycle = (key: string) => typeof candidate[key] === 'function' || Array.isArray(candidate[key]);
  return isLifecycle('bootstrap') && isLifecycle('mount') && isLifecycle('unmount');
}

export class InvalidRemoteAppError extends Error {
  constructor(remoteName: string) {
    super(`${remoteName}/app does not export single-spa lifecycles (bootstrap, mount, unmount)`);
    this.name = 'InvalidRemoteAppError';
  }
}

export interface LoadRemoteAppOptions {
  /** A retry after a failure: register the remote again so the runtime forgets the failed entry. */
  retry?: boolean;
  reloadEnvironment?: ChunkReloadEnvironment;
}

/** Loads a remote's `./app` (the remote contract, DESIGN.md §2) and never rejects. */
export async function loadRemoteApp(
  remoteName: string,
  options: LoadRemoteAppOptions = {},
): Promise<RemoteAppResult> {
  if (options.retry) reRegisterRemote(remoteName);
  let failure: unknown;
  try {
    const module = await loadRemote<unknown>(`${remoteName}/app`);
    if (isUnavailableRemote(module)) failure = module.error;
    else if (isLifecycleModule(module)) {
      // A copy: single-spa keeps state on the config, and a module namespace object is frozen.
      const { bootstrap, mount, unmount, update } = module;
      return { status: 'ready', config: { name: remoteName, bootstrap, mount, unmount, update } };
    } else failure = new InvalidRemoteAppError(remoteName);
  } catch (error) {
    failure = error;
  }
  if (handleChunkFailure(failure, options.reloadEnvironment) === 'reload') return { status: 'reloading' };
  return { status: 'failed', error: failure };
}
