import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * A React root whose renders are transitions. React renders a transition in slices, handing the
 * main thread back every few milliseconds, where an ordinary first render of a page is one long
 * task: on a phone that task is what keeps a tap waiting (Lighthouse's Total Blocking Time).
 * What the page shows is the same.
 */
export function createYieldingRoot(container: Element | DocumentFragment): Root {
  const root = createRoot(container);
  return {
    render: (children) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}
