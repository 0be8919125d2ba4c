import { createRequire } from 'node:module';
import vm from 'node:vm';
import { readPageStylesheets, type StylesheetPicker } from './page-stylesheets';

/** What a remote's `dist/server/render.js` exports (rspack.base.ts `serverRenderConfig`). */
export interface RemoteServerRender {
  /** `apiUrl`: where it reads the API; `publicApiUrl`: the API's address in the HTML (the browser's). */
  render(
    url: string,
    apiUrl: string,
    publicApiUrl: string,
  ): Promise<{ html: string; answers: Record<string, unknown>; layout?: string } | null>;
  /** A widget the origin places in a server-rendered page's slot (the kernel's `createServerWidgetRender`). */
  renderWidget?(
    module: string,
    props: { remoteName: string; slot: string },
    apiUrl: string,
    publicApiUrl: string,
  ): Promise<{ html: string; answers: Record<string, unknown> } | null>;
}

/** How long the origin waits for a render file, and how long a loaded one is trusted unchecked. */
const FETCH_TIMEOUT_MS = 3000;
const RECHECK_MS = 10_000;

/** A remote's server render with the pick of its stylesheets a rendered page needs. */
export interface ServerPageRenderer {
  render: RemoteServerRender['render'];
  renderWidget?: RemoteServerRender['renderWidget'];
  stylesheetsFor: StylesheetPicker;
}

interface Loaded {
  module: ServerPageRenderer | null;
  etag: string | null;
  checkedAt: number;
}

const nodeRequire = createRequire(__filename);

/**
 * The Node modules React's server renderer and its bundle need, and no more: a render file brings
 * everything else inside it. It runs in this process (remotes are our teams' code, not a sandbox),
 * but it has no reason to touch files, processes or sockets, so it is not handed them.
 */
const RENDER_BUILTINS = new Set([
  'async_hooks',
  'buffer',
  'crypto',
  'events',
  'path',
  'stream',
  'string_decoder',
  'url',
  'util',
]);

/**
 * Named when a bundled library loads, never called in a render (postcss, inside the HTML cleaner
 * the shell's render uses, reads source maps from files): it gets an empty module, nothing to call.
 */
const NAMED_ONLY = new Set(['fs']);

function renderBuiltins(id: string): unknown {
  const name = id.replace(/^node:/, '');
  if (NAMED_ONLY.has(name)) return Object.freeze({});
  if (!RENDER_BUILTINS.has(name)) throw new Error(`a server render may not require ${id}`);
  return nodeRequire(`node:${name}`);
}

/** Runs a CommonJS file's text and answers its exports. */
function evaluate(source: string, filename: string): RemoteServerRender | null {
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${source}\n})`, { filename });
  const module = { exports: {} as Record<string, unknown> };
  (wrapper as (e: unknown, r: unknown, m: unknown) => void)(module.exports, renderBuiltins, module);
  return typeof module.exports.render === 'function'
    ? (module.exports as unknown as RemoteServerRender)
    : null;
}

/**
 * The server render of the live release of a remote: `server/render.js` beside its manifest,
 * downloaded and run once, then checked again (with its ETag) at most every ten seconds, so a
 * remote's release changes its server HTML without a release of the site. A loaded render is
 * answered at once while it is checked, so no page waits for a check or a release's download
 * (the page after it gets the new release). null when the remote has none (404) or it cannot be
 * read; a failed check keeps the one already loaded.
 */
export function remoteServerRenders(fetcher: typeof fetch = fetch, now: () => number = Date.now) {
  const loaded = new Map<string, Loaded>();
  const checking = new Map<string, Promise<ServerPageRenderer | null>>();
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetcher(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error', headers });

  async function check(
    manifestUrl: string,
    url: string,
    previous: Loaded | undefined,
  ): Promise<ServerPageRenderer | null> {
    try {
      const response = await get(url, previous?.etag ? { 'if-none-match': previous.etag } : {});
      if (response.status === 304 && previous) {
        loaded.set(url, { ...previous, checkedAt: now() });
        return previous.module;
      }
      const render = response.ok ? evaluate(await response.text(), url) : null;
      const module = render
        ? {
            render: render.render,
            renderWidget: render.renderWidget,
            stylesheetsFor: await readPageStylesheets(get, manifestUrl),
          }
        : null;
      loaded.set(url, { module, etag: response.headers.get('etag'), checkedAt: now() });
      return module;
    } catch {
      if (previous) loaded.set(url, { ...previous, checkedAt: now() });
      return previous?.module ?? null;
    }
  }

  return function serverPageOf(manifestUrl: string): Promise<ServerPageRenderer | null> {
    const url = new URL('server/render.js', manifestUrl).href;
    const previous = loaded.get(url);
    if (previous && now() - previous.checkedAt < RECHECK_MS) return Promise.resolve(previous.module);
    let pending = checking.get(url);
    if (!pending) {
      pending = check(manifestUrl, url, previous).finally(() => checking.delete(url));
      checking.set(url, pending);
    }
    return previous?.module ? Promise.resolve(previous.module) : pending;
  };
}
