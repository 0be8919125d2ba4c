// The page's own head in the shell's HTML, as scripts/serve-static.ts writes it (deploy/nginx does
// the same with SSI): shell/index.html holds an SSI `block` with the default head and an `include`
// of the page's head from the API (site-files.ts PAGE_HEAD_API_PATH). The head is asked for with a
// short timeout and kept as long as the API's answer says (s-maxage), so a page never fails or
// waits long because of it, and `npm start` does not ask the API on every view of the same page.
import {
  PAGE_HEAD_API_PATH,
  PAGE_HEAD_FALLBACK_SECONDS,
  PAGE_HEAD_PATH_PATTERN,
  PAGE_HEAD_TIMEOUT_MS,
} from './site-files';

/** The shell's HTML cut where the page's head goes; its default head (the SSI block's content) apart. */
export interface PageHtml {
  before: string;
  defaultHead: string;
  after: string;
}

const INCLUDE =
  /<!--# block name="([a-z-]+)" -->([\s\S]*?)<!--# endblock -->\s*<!--# include virtual="[^"]*" stub="\1" -->/;

/** The HTML around its page-head include; null for an HTML without one (a remote's standalone page). */
export function splitPageHtml(html: string): PageHtml | null {
  const match = INCLUDE.exec(html);
  if (!match) return null;
  return {
    before: html.slice(0, match.index),
    defaultHead: match[2]!.trim(),
    after: html.slice(match.index + match[0].length),
  };
}

/** The seconds a shared cache may keep an answer: s-maxage, else max-age; 0 for no-store or private. */
export function sharedCacheSeconds(cacheControl: string | null): number {
  if (!cacheControl) return PAGE_HEAD_FALLBACK_SECONDS;
  if (/(^|[\s,])(no-store|no-cache|private)($|[\s,=])/i.test(cacheControl)) return 0;
  const shared = /(?:^|[\s,])s-maxage=(\d+)/i.exec(cacheControl);
  const own = /(?:^|[\s,])max-age=(\d+)/i.exec(cacheControl);
  const seconds = shared?.[1] ?? own?.[1];
  return seconds === undefined ? PAGE_HEAD_FALLBACK_SECONDS : Number(seconds);
}

export interface PageHeadSourceOptions {
  /** The API as this server reaches it. */
  apiUrl: string;
  timeoutMs?: number;
  /** Paths kept at most; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

interface Kept {
  head: string;
  until: number;
}

/**
 * `headOf(pathname)`: the page's head from the API, or null (write the default head) when the path
 * is not one to ask for, or the API is slow, down or answers anything but a 200 with a body. An
 * expired head is still written when the API fails to answer again, as nginx's
 * `proxy_cache_use_stale` does; one request at a time asks for a path.
 */
export function pageHeadSource({
  apiUrl,
  timeoutMs = PAGE_HEAD_TIMEOUT_MS,
  maxEntries = 500,
  now = Date.now,
}: PageHeadSourceOptions): (pathname: string) => Promise<string | null> {
  const base = `${apiUrl.replace(/\/+$/, '')}${PAGE_HEAD_API_PATH}?path=`;
  const safePath = new RegExp(`^${PAGE_HEAD_PATH_PATTERN}$`);
  const kept = new Map<string, Kept>();
  const asking = new Map<string, Promise<string | null>>();

  const keep = (pathname: string, entry: Kept) => {
    kept.delete(pathname);
    kept.set(pathname, entry);
    while (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
  };

  const ask = async (pathname: string): Promise<string | null> => {
    try {
      const answer = await fetch(base + encodeURIComponent(pathname), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      const head = (await answer.text()).trim();
      if (answer.status !== 200 || !head) throw new Error(`page head: ${answer.status}`);
      const seconds = sharedCacheSeconds(answer.headers.get('cache-control'));
      if (seconds > 0) keep(pathname, { head, until: now() + seconds * 1000 });
      else kept.delete(pathname);
      return head;
    } catch {
      return kept.get(pathname)?.head ?? null;
    }
  };

  return (pathname) => {
    if (!safePath.test(pathname)) return Promise.resolve(null);
    const entry = kept.get(pathname);
    if (entry && entry.until > now()) return Promise.resolve(entry.head);
    let pending = asking.get(pathname);
    if (!pending) {
      pending = ask(pathname).finally(() => asking.delete(pathname));
      asking.set(pathname, pending);
    }
    return pending;
  };
}

/** The page's HTML with `head` where the include stands, or the default head without one. */
export function composePage(html: PageHtml, head: string | null): string {
  return `${html.before}${head ?? html.defaultHead}${html.after}`;
}
