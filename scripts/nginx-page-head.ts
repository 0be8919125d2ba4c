// What deploy/nginx adds to the shell's server so each page's HTML carries that page's head
// (site-files.ts PAGE_HEAD_API_PATH), as scripts/page-head.ts does for `npm start`: SSI fills
// shell/index.html's include from an internal location that asks the API, micro-cached for as long
// as the API's answer says (s-maxage), served stale while it is refreshed or when the API fails,
// and empty (so SSI writes the HTML's default head) when the API is slow, down or says anything
// but 200. Only a page of the app is asked for; a 404 keeps the default head. The announcement's
// include (nginx-first-announcement.ts) asks the API the same way.
import { PAGE_HEAD_INCLUDE_URI } from './page-head';
import {
  PAGE_HEAD_API_PATH,
  PAGE_HEAD_FALLBACK_SECONDS,
  PAGE_HEAD_PATH_PATTERN,
  PAGE_HEAD_TIMEOUT_MS,
} from './site-files';

export { PAGE_HEAD_INCLUDE_URI };
/** The `proxy_cache_path` zone of the includes (the page heads and the announcement). */
export const PAGE_HEAD_CACHE_ZONE = 'chokdee_page_head';
/**
 * The values of an app's pages map (`$chokdee_page_<app>`, nginx-config.ts `knownPagesMap`): a
 * page, or a page that is a staff surface. `location /` reads the map with the page's `$uri`; an
 * SSI include shares the page's variables, so it sees that answer (its own `$uri` is the include's).
 */
export const PAGE_VALUE = '1';
export const STAFF_PAGE_VALUE = 'staff';
/** Where an include's location goes when the API fails: an empty answer. */
const EMPTY_INCLUDE = '@chokdee_empty_include';

/**
 * The HTTP-level part: `$chokdee_page_head_path`, the path the request named (from
 * `$request_uri`: as sent, percent-encoded, without its query) when it is one of the app's pages
 * and safe in a query value, else empty; and the cache's folder, when there is one.
 */
export function pageHeadHttpLines(appName: string, cacheDir: string | false): string {
  if (cacheDir !== false && /[$"{};\\\s']/.test(cacheDir)) {
    throw new Error(`nginx: โฟลเดอร์แคชของหัวหน้าเว็บใช้ไม่ได้: ${cacheDir}`);
  }
  return [
    `map "$chokdee_page_${appName}:$request_uri" $chokdee_page_head_path {`,
    `  "~^(?:${PAGE_VALUE}|${STAFF_PAGE_VALUE}):(?<chokdee_requested_path>${PAGE_HEAD_PATH_PATTERN})(\\?.*)?$" $chokdee_requested_path;`,
    '  default "";',
    '}',
    ...(cacheDir === false
      ? []
      : [
          `proxy_cache_path ${cacheDir} levels=1:2 keys_zone=${PAGE_HEAD_CACHE_ZONE}:1m max_size=64m inactive=10m use_temp_path=off;`,
        ]),
  ].join('\n');
}

export interface ApiIncludeOptions {
  /** The API's origin (checked by the caller). */
  origin: string;
  /** The API's path and query, with nginx variables whose values are safe in a URI. */
  apiUri: string;
  /** The micro-cache's key, unlike any other include's; false: no cache. */
  cacheKey: string | false;
  /** The statuses kept when the API's answer says nothing of its lifetime. */
  keptStatuses: string;
  /** A variable that, when not empty, makes the include empty too, the API not asked. */
  emptyWhenSet?: string;
}

/**
 * The body of an include's internal location, for a page of the app only: the API at `apiUri`
 * with nothing of the visitor's, a short timeout, and an empty answer when it fails.
 */
export function apiIncludeLines({
  origin,
  apiUri,
  cacheKey,
  keptStatuses,
  emptyWhenSet,
}: ApiIncludeOptions): string[] {
  const timeout = `${PAGE_HEAD_TIMEOUT_MS}ms`;
  const emptyWhen = (test: string) => [`    if (${test}) {`, '      return 204;', '    }'];
  return [
    '    internal;',
    ...emptyWhen('$chokdee_page_head_path = ""'),
    ...(emptyWhenSet ? emptyWhen(`${emptyWhenSet} != ""`) : []),
    `    rewrite ^ ${apiUri}? break;`,
    `    proxy_pass ${origin};`,
    // Nothing of the visitor's (cookies, Accept-Encoding) reaches the API or the shared cache.
    '    proxy_pass_request_headers off;',
    '    proxy_pass_request_body off;',
    '    proxy_connect_timeout 1s;',
    `    proxy_send_timeout ${timeout};`,
    `    proxy_read_timeout ${timeout};`,
    '    proxy_intercept_errors on;',
    `    error_page 300 301 302 303 307 308 400 401 403 404 405 408 429 500 502 503 504 =204 ${EMPTY_INCLUDE};`,
    ...(cacheKey === false
      ? []
      : [
          `    proxy_cache ${PAGE_HEAD_CACHE_ZONE};`,
          `    proxy_cache_key ${cacheKey};`,
          // The API's Cache-Control (s-maxage, stale-while-revalidate) wins; this is for an answer without.
          `    proxy_cache_valid ${keptStatuses} ${PAGE_HEAD_FALLBACK_SECONDS}s;`,
          '    proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;',
          '    proxy_cache_background_update on;',
          '    proxy_cache_revalidate on;',
          '    proxy_cache_lock on;',
          `    proxy_cache_lock_timeout ${timeout};`,
          // A hit opens its cache file: keep the descriptor (nginx reopens one the cache replaced).
          '    open_file_cache max=1000 inactive=30s;',
        ]),
  ];
}

/** The internal location the head's include calls: the API at `origin` (checked by the caller). */
export function pageHeadLocation(origin: string, cached: boolean): string {
  return [
    `  location = ${PAGE_HEAD_INCLUDE_URI} {`,
    ...apiIncludeLines({
      origin,
      apiUri: `${PAGE_HEAD_API_PATH}?path=$chokdee_page_head_path`,
      // A path always starts with '/': no other include's key.
      cacheKey: cached && '$chokdee_page_head_path',
      keptStatuses: '200',
    }),
    '  }',
  ].join('\n');
}

/** Where a failed include goes. Empty: SSI writes the include's stub (the default head) or nothing. */
export function emptyIncludeLocation(): string {
  return [`  location ${EMPTY_INCLUDE} {`, '    return 204;', '  }'].join('\n');
}
