import { normalizePath } from '../routing/normalize-path';

/** The page at `pathname` is `to` or one below it: a group holding that link is current. */
export function isWithin(pathname: string, to: string): boolean {
  const path = normalizePath(pathname);
  return path === to || path.startsWith(`${to}/`);
}
