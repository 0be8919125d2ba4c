/**
 * A location's pathname as the rules compare it: percent-decoded (the browser keeps Thai paths
 * encoded, `/บริการของเรา` arrives as `/%E0%B8%9A…`) and without a trailing slash.
 */
export function normalizePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: compare the raw path, which then simply matches nothing.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}
