/**
 * Writes to a store that other React roots read (the shell and every remote are separate roots)
 * are made just after React's current commit, never inside it.
 *
 * Why: an effect runs while React commits, and React may be committing one root while it flushes
 * another root's effects. A store write there re-renders the roots that read the store
 * synchronously, underneath the commit in progress; when that is the root being committed, React
 * throws "Cannot commit the same tree as before" (minified error #177) and the page goes blank. A
 * microtask runs once the commit's call stack is done and still before the browser paints, so the
 * write is seen in the same frame.
 */
export function outsideCommit(write: () => void): void {
  queueMicrotask(write);
}

/**
 * An effect's start and its cleanup, each run outside the commit (see `outsideCommit`). A cleanup
 * that comes before the start ran cancels it; starts and cleanups keep their order.
 */
export function effectOutsideCommit(start: () => (() => void) | void): () => void {
  let cancelled = false;
  let stop: (() => void) | void;
  outsideCommit(() => {
    if (!cancelled) stop = start();
  });
  return () => {
    cancelled = true;
    outsideCommit(() => stop?.());
  };
}

/**
 * Subscribes `listener` through `listen` so that every notification reaches it outside the
 * commit (see `outsideCommit`), and none after the returned stop. How React roots read state that
 * other roots write: the notification re-renders the reader after the writer's call stack, never
 * underneath it. Under `act` (tests) it stays synchronous: `act` flushes what React scheduled,
 * not microtasks of ours.
 */
export function listenOutsideCommit<A extends unknown[]>(
  listen: (listener: (...args: A) => void) => () => void,
  listener: (...args: A) => void,
): () => void {
  if (actEnvironment()) return listen(listener);
  let listening = true;
  const stop = listen((...args) =>
    outsideCommit(() => {
      if (listening) listener(...args);
    }),
  );
  return () => {
    listening = false;
    stop();
  };
}

function actEnvironment(): boolean {
  return (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === true;
}
