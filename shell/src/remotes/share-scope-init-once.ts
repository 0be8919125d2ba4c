import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type InitializeSharing = (
  shareScopeName?: string,
  extraOptions?: { initScope?: unknown[]; from?: string; strategy?: string },
) => Promise<void>[];
interface InitializeSharingOwner {
  initializeSharing: InitializeSharing;
  host: { options: { shareStrategy?: string } };
}

const PATCHED = Symbol.for('chokdee.shareScopeInitOnce');
/** One init scope per handler: the runtime's own guard against initialising a scope twice. */
const initScopes = new WeakMap<object, unknown[]>();

/**
 * Every `loadShare` asks `initializeSharing` to set the share scope up, without an init scope, so
 * the runtime's "only once per scope" guard never holds and the host's whole share table (≈ 115
 * packages and kernel modules) is registered again on each call: ≈ 10,000 registrations on a first
 * visit to /check-lottery (417 `loadShare`s). Handing every such call of one handler the same init
 * scope lets the guard hold, as upstream proposes (module-federation/core#5062); drop this once a
 * runtime with that fix is in use. With `loaded-first` the guarded call has no remote to wait for,
 * so skipping it loses nothing; `version-first` and the bundler's own calls are left as they were.
 */
export function initializeSharingOnce(original: InitializeSharing): InitializeSharing {
  return function (this: InitializeSharingOwner, shareScopeName, extraOptions) {
    const versionFirst =
      extraOptions?.strategy === 'version-first' || this.host.options.shareStrategy === 'version-first';
    if (extraOptions?.initScope || extraOptions?.from === 'build' || versionFirst) {
      return original.call(this, shareScopeName, extraOptions);
    }
    let initScope = initScopes.get(this);
    if (!initScope) initScopes.set(this, (initScope = []));
    return original.call(this, shareScopeName, { ...extraOptions, initScope });
  };
}

/**
 * Runtime plugin (the host's `runtimePlugins`): patches the shared handler's class once. Remotes
 * borrow the host's runtime core (`externalRuntime`), so their handlers are the same class.
 */
export default function shareScopeInitOnce(): ModuleFederationRuntimePlugin {
  return {
    name: 'chokdee-share-scope-init-once',
    init({ origin }) {
      const prototype = Object.getPrototypeOf(origin.sharedHandler) as Record<PropertyKey, unknown> &
        InitializeSharingOwner;
      if (prototype[PATCHED]) return;
      prototype.initializeSharing = initializeSharingOnce(prototype.initializeSharing);
      prototype[PATCHED] = true;
    },
  };
}
