import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on its first visit, in its own chunk: `lazyPage(() => import('./routes/safe').then((m) => m.SafePage))`.
 * Every page of a remote but its landing one is lazy, so a first visit pays only for the page it opens.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then((Page) => ({ default: Page })));
}
