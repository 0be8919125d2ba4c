import type { AuthMode } from '@chokdee/shared-kernel/schemas/catalog';

/** What a catalog route tells the shell beyond its path (its layout is where it sits in the tree). */
export interface RouteHandle {
  auth: AuthMode;
}

export function authOf(handle: unknown): AuthMode {
  const auth = (handle as Partial<RouteHandle> | undefined)?.auth;
  return auth === 'required' || auth === 'guest' ? auth : 'none';
}
