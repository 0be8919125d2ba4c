import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, type RouteObject } from 'react-router';
import { resetRequestCache, seedRequests } from '../api/request-cache';
import { RouteTree } from './route-root';

export interface ServerPageOptions {
  /** The remote's pages, as its `./app` mounts them. */
  routes: RouteObject[];
  /** The page's path and query, e.g. `/check-lottery/2026-11-16`. */
  url: string;
  /** What the page reads on its first render, by request key: shown at once, as in the browser. */
  answers: Record<string, unknown>;
}

/** One render at a time: the request cache is the process's, and an answer belongs to one page. */
let queue: Promise<unknown> = Promise.resolve();

async function prerender({ routes, url, answers }: ServerPageOptions): Promise<string> {
  resetRequestCache();
  seedRequests(answers);
  try {
    // Waits for every lazy page and suspense boundary: the HTML is the whole page, not a fallback.
    const { prelude } = await prerenderToNodeStream(
      <StaticRouter location={url}>
        <RouteTree routes={routes} />
      </StaticRouter>,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    resetRequestCache();
  }
}

/**
 * A remote's page as HTML, from the same components its `./app` renders in the browser, with the
 * answers the browser will be handed to hydrate it (the same first render, so no mismatch).
 */
export function renderServerPage(options: ServerPageOptions): Promise<string> {
  const html = queue.then(() => prerender(options));
  queue = html.catch(() => undefined);
  return html;
}
