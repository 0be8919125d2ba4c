/**
 * Resolves once the first page's remote has loaded (or failed), so optional work such as the idle
 * prefetch of the likely next pages never competes with the page the visitor opened: the browser is
 * "idle" while that remote is still on the wire. A page that mounts no remote settles after
 * `fallbackMs`.
 */
let settle: () => void = () => {};
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Called by the remote outlet when its remote is ready or has failed. */
export function markPageSettled(): void {
  settle();
}

export function firstPageSettled(fallbackMs = 3000): Promise<void> {
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, fallbackMs))]);
}
