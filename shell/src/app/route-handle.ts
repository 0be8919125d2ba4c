import type { RemoteRoute } from '@chokdee/shared-kernel/schemas/catalog';

/** What a catalog route tells the shell beyond its path (its layout is where it sits in the tree). */
export interface RouteHandle {
  /** The catalog's auth mode, kept as given: the guard rejects a value it does not know (500). */
  auth: unknown;
  privacyGuard: boolean;
}

export function handleOf(route: Pick<RemoteRoute, 'auth' | 'privacy_guard'>): RouteHandle {
  return { auth: route.auth, privacyGuard: route.privacy_guard === true };
}

/** The matched route's handle; a match without one (a shell page) is open to everyone. */
export function readHandle(handle: unknown): RouteHandle {
  const value = handle as Partial<RouteHandle> | undefined;
  return { auth: value?.auth ?? 'none', privacyGuard: value?.privacyGuard === true };
}
