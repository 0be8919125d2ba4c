// Which paths are pages of an app, as its static servers decide it: the react-router patterns of
// its routes turned into regular expressions. scripts/serve-static.ts tests the decoded path with
// them and deploy/nginx gets them as a map (scripts/nginx-config.ts), so a path no route matches is
// a 404 — still with the app's HTML, so the app shows its own 'not found' page.

/** A route's react-router pattern; `numeric` names the parameters that are whole numbers only. */
export interface PagePattern {
  path: string;
  numeric?: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/**
 * The regular expression (source, anchored) a decoded path matches when `pattern` does. As
 * react-router: `:param` is one segment, `:param?` and `segment?` may be left out, a final `*` is
 * anything below, a trailing slash is allowed, and letters are compared without case (the caller
 * adds the flag: `i` in JavaScript, `~*` in nginx).
 */
export function patternRegExpSource({ path, numeric = [] }: PagePattern): string {
  const segments = path.split('/').filter(Boolean);
  let source = '';
  for (const segment of segments) {
    if (segment === '*') {
      source += '(?:/.*)?';
      continue;
    }
    const optional = segment.endsWith('?');
    const bare = optional ? segment.slice(0, -1) : segment;
    const part = bare.startsWith(':')
      ? numeric.includes(bare.slice(1))
        ? '/[0-9]+'
        : '/[^/]+'
      : `/${escapeRegExp(bare)}`;
    source += optional ? `(?:${part})?` : part;
  }
  return `^${source}/?$`;
}

/** Tells whether a path (as the browser sent it, percent-encoded) is a page of these patterns. */
export function pageMatcher(patterns: readonly PagePattern[]): (pathname: string) => boolean {
  const expressions = patterns.map((pattern) => new RegExp(patternRegExpSource(pattern), 'i'));
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false; // a malformed escape is no page
    }
    return expressions.some((expression) => expression.test(decoded));
  };
}

/** Every app's own HTML at its root: the shell's home, a remote's standalone frame. */
export const ROOT_PAGES: readonly PagePattern[] = [{ path: '/' }, { path: '/index.html' }];

/** A catalog route as the static servers read it: its pattern and whether staff work in it. */
export interface CatalogRoute {
  path?: unknown;
  surface?: unknown;
}

/**
 * The patterns of the routes that are a staff surface (`surface: 'staff'`): no consumer
 * announcement is written into their HTML, as the shell shows none over them.
 */
export function staffRoutePatterns(routes: readonly CatalogRoute[]): PagePattern[] {
  return routes
    .filter((route) => route.surface === 'staff')
    .map((route) => route.path)
    .filter((path): path is string => typeof path === 'string')
    .map((path) => ({ path }));
}

/**
 * The shell's own staff surface: its console, `/admin` and everything below. Only
 * shell-page-routes.tsx marks it (`staff`, beside its components, which the servers cannot load),
 * so it is named here; page-patterns.test.ts keeps it among the shell's pages.
 */
export const SHELL_STAFF_PAGES: readonly PagePattern[] = [{ path: '/admin/*' }];
