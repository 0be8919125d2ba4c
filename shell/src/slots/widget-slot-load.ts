import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteProps } from '@chokdee/shared-kernel/remote-props';
import { handleChunkFailure } from '../remotes/chunk-reload';
import { isUnavailableRemote } from '../runtime-plugins/remote-fallback';
import type { SlotWidget } from './slot-widgets';

export type WidgetParcelConfig = LifeCycles<RemoteProps> & { name: string };

export type WidgetLoadResult =
  | { status: 'ready'; config: WidgetParcelConfig }
  | { status: 'failed'; error: unknown }
  | { status: 'reloading' };

function isLifecycles(value: unknown): value is LifeCycles<RemoteProps> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const ok = (key: string) => typeof candidate[key] === 'function' || Array.isArray(candidate[key]);
  return ok('bootstrap') && ok('mount') && ok('unmount');
}

/** `mf_quest` + `./widgets/gift-button` → `mf_quest/widgets/gift-button`, the runtime's id. */
export function widgetRequest({ remoteName, module }: SlotWidget): string {
  return `${remoteName}/${module.replace(/^\.\//, '')}`;
}

/**
 * Loads a widget's exposed module (single-spa lifecycles, like a remote's `./app`) and never
 * rejects: a stale chunk reloads the page once (spec §4), anything else is a local failure.
 */
export async function loadRemoteWidget(widget: SlotWidget): Promise<WidgetLoadResult> {
  const id = widgetRequest(widget);
  let failure: unknown;
  try {
    const module = await loadRemote<unknown>(id);
    if (isUnavailableRemote(module)) failure = module.error;
    else if (isLifecycles(module)) {
      // A copy: single-spa keeps state on the config, and a module namespace object is frozen.
      const { bootstrap, mount, unmount, update } = module;
      return { status: 'ready', config: { name: id, bootstrap, mount, unmount, update } };
    } else failure = new Error(`${id} does not export single-spa lifecycles`);
  } catch (error) {
    failure = error;
  }
  if (handleChunkFailure(failure) === 'reload') return { status: 'reloading' };
  return { status: 'failed', error: failure };
}
