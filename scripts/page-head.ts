// The shell's HTML as scripts/serve-static.ts composes it (deploy/nginx does the same with SSI):
// shell/index.html holds SSI `include`s the site's origin fills from the API, the page's own head
// (site-files.ts PAGE_HEAD_API_PATH; an SSI `block` is its default head) and the announcement's
// first slide (first-announcement.ts). Each is asked for with a short timeout and kept as long as
// the API's answer says (s-maxage), so a page never fails or waits long because of them, and
// `npm start` does not ask the API on every view of the same page.
import { SERVER_PAGE } from '@chokdee/shared-contract/server-page';
import {
  PAGE_HEAD_API_PATH,
  PAGE_HEAD_FALLBACK_SECONDS,
  PAGE_HEAD_PATH_PATTERN,
  PAGE_HEAD_TIMEOUT_MS,
} from './site-files';

/** The URI of shell/index.html's include of the page's head. */
export const PAGE_HEAD_INCLUDE_URI = '/_chokdee/page-head';

/** One SSI include of the HTML: the URI it names, and its stub's content ('' without a stub). */
export interface PageInclude {
  uri: string;
  stub: string;
}

/** The shell's HTML cut at its includes: text and includes in turn. */
export type PageHtml = readonly (string | PageInclude)[];

/** What the origin writes for each include's URI; null or missing: the include's stub. */
export type IncludeTexts = Readonly<Record<string, string | null | undefined>>;

const BLOCK = /<!--# block name="([a-z-]+)" -->([\s\S]*?)<!--# endblock -->\s*/g;
const INCLUDE = /<!--# include virtual="([^"]*)"(?: stub="([a-z-]+)")? -->/g;

/** The blocks of the HTML by name (their content trimmed), and the HTML without them. */
function takeBlocks(html: string): { blocks: Map<string, string>; rest: string } {
  const blocks = new Map<string, string>();
  const rest = html.replace(BLOCK, (_whole, name: string, content: string) => {
    blocks.set(name, content.trim());
    return '';
  });
  return { blocks, rest };
}

/** The HTML cut at its includes; null for an HTML without one (a remote's standalone page). */
export function splitPageHtml(html: string): PageHtml | null {
  const { blocks, rest } = takeBlocks(html);
  const parts: (string | PageInclude)[] = [];
  let from = 0;
  for (const match of rest.matchAll(INCLUDE)) {
    parts.push(rest.slice(from, match.index), { uri: match[1]!, stub: blocks.get(match[2] ?? '') ?? '' });
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  parts.push(rest.slice(from));
  return parts;
}

/** The page's HTML with each include's text from `texts`, or its stub where there is none. */
export function composePage(html: PageHtml, texts: IncludeTexts): string {
  return html.map((part) => (typeof part === 'string' ? part : (texts[part.uri] ?? part.stub))).join('');
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

const SAFE_PATH = new RegExp(`^${PAGE_HEAD_PATH_PATTERN}$`);

/** Whether the origin asks the API about a page at this path (as the request named it). */
export function isAskablePath(pathname: string): boolean {
  return SAFE_PATH.test(pathname);
}

export interface ApiTextOptions {
  /** The API as this server reaches it. */
  apiUrl: string;
  timeoutMs?: number;
  /** Keys kept at most; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

interface ApiTextSourceOptions extends ApiTextOptions {
  /** The API's URL for a key, from the API's base (no trailing slash). */
  urlOf: (base: string, key: string) => string;
  /** The text an answer writes, or undefined for an answer that counts as a failure. */
  textOf: (status: number, body: string) => string | undefined;
}

interface Kept {
  text: string;
  until: number;
}

/**
 * `textOf(key)`: what the API answers for a key, or null when it is slow, down or answers what
 * `textOf` refuses. Kept for the answer's s-maxage in a small map; an expired text is still
 * written when the API fails to answer again, as nginx's `proxy_cache_use_stale` does; one request
 * at a time asks for a key.
 */
export function apiTextSource({
  apiUrl,
  urlOf,
  textOf,
  timeoutMs = PAGE_HEAD_TIMEOUT_MS,
  maxEntries = 500,
  now = Date.now,
}: ApiTextSourceOptions): (key: string) => Promise<string | null> {
  const base = apiUrl.replace(/\/+$/, '');
  const kept = new Map<string, Kept>();
  const asking = new Map<string, Promise<string | null>>();

  const keep = (key: string, entry: Kept) => {
    kept.delete(key);
    kept.set(key, entry);
    while (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
  };

  const ask = async (key: string): Promise<string | null> => {
    try {
      const answer = await fetch(urlOf(base, key), { signal: AbortSignal.timeout(timeoutMs) });
      const text = textOf(answer.status, (await answer.text()).trim());
      if (text === undefined) throw new Error(`${key}: ${answer.status}`);
      const seconds = sharedCacheSeconds(answer.headers.get('cache-control'));
      if (seconds > 0) keep(key, { text, until: now() + seconds * 1000 });
      else kept.delete(key);
      return text;
    } catch {
      return kept.get(key)?.text ?? null;
    }
  };

  return (key) => {
    const entry = kept.get(key);
    if (entry && entry.until > now()) return Promise.resolve(entry.text);
    let pending = asking.get(key);
    if (!pending) {
      pending = ask(key).finally(() => asking.delete(key));
      asking.set(key, pending);
    }
    return pending;
  };
}

/**
 * `headOf(pathname)`: the page's head from the API, or null (write the default head) when the path
 * is not one to ask for, or the API is slow, down or answers anything but a 200 with a body.
 */
export function pageHeadSource(options: ApiTextOptions): (pathname: string) => Promise<string | null> {
  const headOf = apiTextSource({
    ...options,
    urlOf: (base, pathname) => `${base}${PAGE_HEAD_API_PATH}?path=${encodeURIComponent(pathname)}`,
    textOf: (status, body) => (status === 200 && body ? body : undefined),
  });
  return (pathname) => (isAskablePath(pathname) ? headOf(pathname) : Promise.resolve(null));
}

/** The URI of shell/index.html's include of the server-rendered page body. */
export const PAGE_BODY_INCLUDE_URI = '/_chokdee/page-body';

/**
 * `bodyOf(pathname)`: the page rendered by its remote on the API (SERVER_PAGE.apiPath), or ''
 * (the browser renders it) when it renders nothing there (204) or is slow, down or failing.
 */
export function pageBodySource(options: ApiTextOptions): (pathname: string) => Promise<string> {
  const bodyOf = apiTextSource({
    ...options,
    urlOf: (base, pathname) => `${base}${SERVER_PAGE.apiPath}?path=${encodeURIComponent(pathname)}`,
    textOf: (status, body) => (status === 204 ? '' : status === 200 ? body : undefined),
  });
  return async (pathname) => (isAskablePath(pathname) ? ((await bodyOf(pathname)) ?? '') : '');
}
