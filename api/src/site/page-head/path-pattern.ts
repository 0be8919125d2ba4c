/**
 * The parameters of `path` if it has the pattern's shape (`/dealers/:userRef`,
 * `/check-lottery/:slug?` — a trailing `?` makes the last parameter optional), else null.
 * A trailing slash is ignored; segments are compared as they are (already decoded).
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = segmentsOf(pattern);
  const got = segmentsOf(path);
  const optional = want.at(-1)?.endsWith('?') ? 1 : 0;
  if (got.length > want.length || got.length < want.length - optional) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i];
    if (part.startsWith(':')) {
      if (value !== undefined) params[part.replace(/^:|\?$/g, '')] = value;
    } else if (value !== part) {
      return null;
    }
  }
  return params;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}
