import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * false in a server render and while the browser hydrates it, true from the render after; true
 * at once in a page the browser renders itself. A server-rendered form takes input only then:
 * text typed into it before React had hydrated it was wiped when React set the fields' values.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
