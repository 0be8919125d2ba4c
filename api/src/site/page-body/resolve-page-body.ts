import { SERVER_PAGE } from '@chokdee/shared-contract/server-page';
import type { Executor } from '#api/db/client';
import { readCatalog } from '#api/catalog/remotes-repository';
import { matchPath } from '../page-head/path-pattern';
import type { ServerPage } from './page-body-html';
import type { ServerPageRenderer } from './remote-server-render';
import { fillWidgetIslands, type IslandRequest, type IslandWidget } from './widget-islands';

/**
 * A render slower than this, its file's download included, gives the page without its body (the
 * browser renders it, as before), answered before the origin stops waiting for the include
 * (nginx-page-head.ts, 1.5 s). A file still loading goes on loading for the next page.
 */
export const RENDER_TIMEOUT_MS = 1000;

export interface PageBodyContext {
  db: Executor;
  now: Date;
  /** The page's path, decoded. */
  path: string;
  /** The path and query the remote renders (as the browser asked for it). */
  url: string;
  /** Where the remote's render reads the API: this process, on loopback. */
  apiUrl: string;
  /** The API's address as the browser knows it, for the pictures and links in the HTML. */
  publicApiUrl: string;
  /** The shell's manifest (on the site's origin): its file renders the pages no remote serves. */
  shellManifestUrl: string;
  serverPageOf: (manifestUrl: string) => Promise<ServerPageRenderer | null>;
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

type LiveRemote = Awaited<ReturnType<typeof readCatalog>>['live'][number];

/** The live remote that serves `path` to visitors, and the route it serves it by. */
function servedBy(live: LiveRemote[], path: string) {
  for (const remote of live) {
    const route = remote.routes.find(
      (candidate) => candidate.surface !== 'staff' && matchPath(candidate.path, path) !== null,
    );
    if (route) return { remote, route };
  }
  return null;
}

/** Who renders `path`: the live remote that serves it in its route's layout, else the shell. */
function rendererOf(live: LiveRemote[], path: string, shellManifestUrl: string) {
  const served = servedBy(live, path);
  if (served) return { name: served.remote.name, entry: served.remote.entry, layout: served.route.layout };
  return { name: SERVER_PAGE.shellPages, entry: shellManifestUrl, layout: 'default' };
}

/** A widget of a live remote, rendered by its release's file for an island of a page. */
async function renderIslandWidget(
  context: PageBodyContext,
  live: LiveRemote[],
  { remoteName, module, slot }: IslandRequest,
): Promise<IslandWidget | null> {
  const remote = live.find((row) => row.name === remoteName);
  const loaded = remote && (await context.serverPageOf(remote.entry));
  const widget = await loaded?.renderWidget?.(
    module,
    { remoteName, slot },
    context.apiUrl,
    context.publicApiUrl,
  );
  return widget ? { ...widget, stylesheets: loaded!.stylesheetsFor(widget.html) } : null;
}

/**
 * The page rendered by the live remote that serves `path`, or by the shell when none does (its
 * reading pages); null when neither renders it on a server (members' pages, a page no one
 * serves), or its render failed or was slow.
 */
export async function resolvePageBody(context: PageBodyContext): Promise<ServerPage | null> {
  const { live } = await readCatalog(context.db, context.now);
  // Every live render file is loaded (or checked) in the background on any page, so the first
  // visit to a page after a start or a release does not wait for its download.
  for (const entry of [context.shellManifestUrl, ...live.map((row) => row.entry)])
    context.serverPageOf(entry).catch(() => null);
  const renderer = rendererOf(live, context.path, context.shellManifestUrl);
  // A page whose file has never loaded waits for it: within the same time.
  const render = async () => {
    const loaded = await context.serverPageOf(renderer.entry);
    const page = loaded && (await loaded.render(context.url, context.apiUrl, context.publicApiUrl));
    if (!page) return null;
    const { layout = renderer.layout } = page;
    const islands = await fillWidgetIslands(page.html, (request) =>
      renderIslandWidget(context, live, request),
    );
    const stylesheets = [...new Set([...loaded.stylesheetsFor(page.html), ...islands.stylesheets])];
    const answers = { ...page.answers, ...islands.answers };
    // Its layout places the page before the shell's is on screen (shell server-page.css).
    return { remote: renderer.name, path: context.path, layout, stylesheets, html: islands.html, answers };
  };
  return withinTimeout(render(), RENDER_TIMEOUT_MS).catch(() => null);
}
