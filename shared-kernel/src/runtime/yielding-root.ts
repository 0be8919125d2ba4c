import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Set on a root's container by whoever moved a server-rendered page into it (the shell's outlet):
 * the root's first render hydrates that HTML instead of replacing it.
 */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';

const address = () => `${window.location.pathname}${window.location.search}`;

/**
 * A hydration that did not match the server's HTML: React re-rendered the part on the client.
 * Not when the address changed while it hydrated (hydration runs in slices, and a click in the
 * shell's header may move on meanwhile): the page's router then renders the new address, which the
 * server's HTML was never meant to match, and React renders it afresh as it should.
 */
function mismatchReporter(hydratedAt: string): (error: unknown) => void {
  return (error) => {
    if (address() !== hydratedAt) return;
    console.error('chokdee: the server-rendered page did not match its first render', error);
  };
}

/** A root that hydrates its container's server-rendered page on the first render. */
function hydratingRoot(container: Element): Root {
  let root: Root | null = null;
  const reportMismatch = mismatchReporter(address());
  return {
    render: (children) => {
      if (root) startTransition(() => root!.render(children));
      // In a transition, hydration too is done in slices (at the default priority it is one task).
      else
        startTransition(() => {
          root = hydrateRoot(container, children, { onRecoverableError: reportMismatch });
        });
    },
    unmount: () => root?.unmount(),
  };
}

/**
 * A React root whose renders are transitions. React renders a transition in slices, handing the
 * main thread back every few milliseconds, where an ordinary first render of a page is one long
 * task: on a phone that task is what keeps a tap waiting (Lighthouse's Total Blocking Time).
 * What the page shows is the same. A container marked with HYDRATE_ATTRIBUTE is hydrated
 * (hydration yields the same way).
 */
export function createYieldingRoot(container: Element | DocumentFragment): Root {
  if (container instanceof Element && container.hasAttribute(HYDRATE_ATTRIBUTE)) {
    container.removeAttribute(HYDRATE_ATTRIBUTE);
    return hydratingRoot(container);
  }
  const root = createRoot(container);
  return {
    render: (children) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}
