import { loadShare, preloadRemote } from '@module-federation/enhanced/runtime';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { liveRouteAt } from './live-route-at';

/**
 * The live remote serving the page the visitor opened, unless its route needs a login (the guard
 * may send a guest elsewhere, and that page's code would be wasted): null when the shell serves it.
 */
export function openedRemote(catalog: Catalog | null, pathname: string): string | null {
  const served = liveRouteAt(catalog, pathname);
  return served && served.route.auth !== 'required' ? served.remote.name : null;
}

/** The kernel modules `remote`'s first load needs beyond the shell's (from the host's build). */
export function kernelFirstLoadOf(
  remote: string,
  table: Record<string, string[]> | undefined = typeof __CHOKDEE_KERNEL_FIRST_LOADS__ === 'undefined'
    ? undefined
    : __CHOKDEE_KERNEL_FIRST_LOADS__,
): string[] {
  return table?.[remote] ?? [];
}

/** Runs `run` once the frame after this one has painted (a task after the next animation frame). */
function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

/**
 * The remote's manifest, remoteEntry and `./app` files, and the host's chunks of the kernel
 * modules its first load imports. Asked for by the remote itself, those came one import level at a
 * time, each level a round trip after the one before had run (ADR 002, round 6). `loadShare`
 * downloads a shared module and runs nothing; it is asked once the shell's first render has
 * painted: asked before, its own work delayed that render (Lighthouse LCP +0.1–0.4 s).
 */
function preloadRemoteAndKernel(name: string): Promise<unknown> {
  afterNextPaint(() => {
    for (const pkg of kernelFirstLoadOf(name)) loadShare(pkg).catch(() => {});
  });
  return preloadRemote([{ nameOrAlias: name, exposes: ['./app'] }]);
}

/**
 * Starts downloading the opened page's remote (see `preloadRemoteAndKernel`) as soon as the
 * catalog has answered, instead of after the shell's first render mounts its outlet: the outlet's
 * `loadRemote` then finds them on the way or done. Only fetches, runs nothing, and a failure is
 * silent: the outlet's own load reports it (remote fallback, spec §4).
 */
export function preloadOpenedRemote(
  catalog: Catalog | null,
  pathname: string,
  preload: (name: string) => Promise<unknown> = preloadRemoteAndKernel,
): string | null {
  const name = openedRemote(catalog, pathname);
  if (name) preload(name).catch(() => {});
  return name;
}
