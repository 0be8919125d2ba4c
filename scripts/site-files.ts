// The site's files for crawlers: the shell's origin answers each of these paths with what the API
// serves at `apiPath` (api/src/site/routes/public/v1/site/), in scripts/serve-static.ts and in
// deploy/nginx (scripts/nginx-config.ts). Only the API knows the draws, stores and pages they list.
export const SITE_FILES = [
  { path: '/sitemap.xml', apiPath: '/public/v1/site/sitemap.xml' },
  { path: '/robots.txt', apiPath: '/public/v1/site/robots.txt' },
] as const;

/** How long the site's origin waits for the API before it answers 502. */
export const SITE_FILE_TIMEOUT_MS = 10_000;

/**
 * Where the site's origin reads a page's `<head>` (title, canonical, link-preview tags, JSON-LD;
 * api/src/site/page-head/) with `?path=<the page's path>`, to write it into the page's HTML.
 */
export const PAGE_HEAD_API_PATH = '/public/v1/site/page-head';

/**
 * The paths whose head the site's origin asks the API for, as the request names them: characters
 * that mean the same in a query value, and percent-encoded only where browsers encode (Thai's
 * UTF-8 bytes, a space). nginx cannot escape `%` again, so it passes the path as it came and the
 * API reads it decoded once; serve-static escapes it: for these paths both reach the same page.
 * Any other path (a raw `&` or `+`, an encoded `?` `#` `%` `/`) gets the default head and never
 * reaches the API. A regular expression, not anchored.
 */
export const PAGE_HEAD_PATH_PATTERN = '/(?:[A-Za-z0-9/._~!()*,;=:@-]|%[89A-Fa-f][0-9A-Fa-f]|%20)*';

/** How long the site's origin waits for a page's head before it writes the default one. */
export const PAGE_HEAD_TIMEOUT_MS = 1500;

/** How long a page's head is kept when the API's answer says nothing of it (no s-maxage, no max-age). */
export const PAGE_HEAD_FALLBACK_SECONDS = 10;
