import type { LifeCycles } from 'single-spa';
import type { RemoteProps } from '@chokdee/shared-kernel/remote-props';

type Lifecycle = (props: never) => Promise<unknown>;
type LifecycleOrList = Lifecycle | Lifecycle[];

function sequence(lifecycle: LifecycleOrList): Lifecycle {
  if (!Array.isArray(lifecycle)) return lifecycle;
  return async (props) => {
    for (const step of lifecycle) await step(props);
  };
}

/**
 * A remote's lifecycles that never reject. A failing mount or update is handed to `onError` (the
 * outlet swaps in its fallback) instead of rejecting inside single-spa and single-spa-react's
 * Parcel, which would rethrow it as unhandled promise rejections. An unmount after a failed mount
 * may throw too; that is no news, so it is swallowed.
 */
export function guardLifecycles<C extends LifeCycles<RemoteProps> & { name: string }>(
  config: C,
  onError: (error: unknown) => void,
): C {
  const guard =
    (lifecycle: LifecycleOrList, report: boolean): Lifecycle =>
    async (props) => {
      try {
        await sequence(lifecycle)(props);
      } catch (error) {
        if (report) onError(error);
      }
    };
  return {
    ...config,
    bootstrap: guard(config.bootstrap as LifecycleOrList, true),
    mount: guard(config.mount as LifecycleOrList, true),
    unmount: guard(config.unmount as LifecycleOrList, false),
    update: config.update ? guard(config.update as LifecycleOrList, true) : undefined,
  };
}
