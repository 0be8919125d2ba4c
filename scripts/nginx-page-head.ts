// What deploy/nginx adds to the shell's server so each page's HTML carries that page's head
// (site-files.ts PAGE_HEAD_API_PATH), as scripts/page-head.ts does for `npm start`: SSI fills
// shell/index.html's include from an internal location that asks the API, micro-cached for as long
// as the API's answer says (s-maxage), served stale while it is refreshed or when the API fails,
// and empty (so SSI writes the HTML's default head) when the API is slow, down or says anything
// but 200. Only a page of the app is asked for; a 404 keeps the default head.
import {
  PAGE_HEAD_API_PATH,
  PAGE_HEAD_FALLBACK_SECONDS,
  PAGE_HEAD_PATH_PATTERN,
  PAGE_HEAD_TIMEOUT_MS,
} from './site-files';

/** The URI shell/index.html's `<!--# include virtual=… -->` names. */
export const PAGE_HEAD_INCLUDE_URI = '/_chokdee/page-head';
/** The `proxy_cache_path` zone of the page heads. */
export const PAGE_HEAD_CACHE_ZONE = 'chokdee_page_head';

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
    `  "~^1:(?<chokdee_requested_path>${PAGE_HEAD_PATH_PATTERN})(\\?.*)?$" $chokdee_requested_path;`,
    '  default "";',
    '}',
    ...(cacheDir === false
      ? []
      : [
          `proxy_cache_path ${cacheDir} levels=1:2 keys_zone=${PAGE_HEAD_CACHE_ZONE}:1m max_size=64m inactive=10m use_temp_path=off;`,
        ]),
  ].join('\n');
}

/** The internal location the include calls: the API at `origin` (checked by the caller). */
export function pageHeadLocation(origin: string, cached: boolean): string {
  const timeout = `${PAGE_HEAD_TIMEOUT_MS}ms`;
  return [
    `  location = ${PAGE_HEAD_INCLUDE_URI} {`,
    '    internal;',
    '    if ($chokdee_page_head_path = "") {',
    '      return 204;',
    '    }',
    `    rewrite ^ ${PAGE_HEAD_API_PATH}?path=$chokdee_page_head_path? break;`,
    `    proxy_pass ${origin};`,
    // Nothing of the visitor's (cookies, Accept-Encoding) reaches the API or the shared cache.
    '    proxy_pass_request_headers off;',
    '    proxy_pass_request_body off;',
    '    proxy_connect_timeout 1s;',
    `    proxy_send_timeout ${timeout};`,
    `    proxy_read_timeout ${timeout};`,
    '    proxy_intercept_errors on;',
    '    error_page 300 301 302 303 307 308 400 401 403 404 405 408 429 500 502 503 504 =204 @chokdee_default_head;',
    ...(cached
      ? [
          `    proxy_cache ${PAGE_HEAD_CACHE_ZONE};`,
          '    proxy_cache_key $chokdee_page_head_path;',
          // The API's Cache-Control (s-maxage, stale-while-revalidate) wins; this is for an answer without.
          `    proxy_cache_valid 200 ${PAGE_HEAD_FALLBACK_SECONDS}s;`,
          '    proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;',
          '    proxy_cache_background_update on;',
          '    proxy_cache_revalidate on;',
          '    proxy_cache_lock on;',
          `    proxy_cache_lock_timeout ${timeout};`,
          // A hit opens its cache file: keep the descriptor (nginx reopens one the cache replaced).
          '    open_file_cache max=1000 inactive=30s;',
        ]
      : []),
    '  }',
    // Empty: SSI writes the include's stub, the HTML's default head.
    '  location @chokdee_default_head {',
    '    return 204;',
    '  }',
  ].join('\n');
}
