import { useHydrated } from '@chokdee/shared-kernel/hooks/use-hydrated';

/** The site's origin the visitor is on, or null on a server and on the first render after it. */
export function useSiteOrigin(): string | null {
  return useHydrated() ? window.location.origin : null;
}
