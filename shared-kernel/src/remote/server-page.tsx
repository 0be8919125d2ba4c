import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, type RouteObject } from 'react-router';
import { configureApi } from '../api/config';
import { resetRequestCache, seedRequests } from '../api/request-cache';
import { RouteTree } from './route-root';

/** Where a server render reads the API, and the address its pages name it by. */
export interface ServerApiUrls {
  /** The API as the render reaches it (loopback beside the API's process). */
  read: string;
  /** The API as the browser reaches it: pictures' and links' URLs in the HTML (its meta tag's). */
  public: string;
}

export interface ServerPageOptions {
  /** The remote's pages, as its `./app` mounts them. */
  routes: RouteObject[];
  /** The page's path and query, e.g. `/check-lottery/2026-11-16`. */
  url: string;
  api: ServerApiUrls;
  /**
   * What the page reads on its first render, by request key (read from `api.read`): shown at
   * once, as in the browser. null: this page is not rendered on a server.
   */
  loadAnswers: () => Promise<Record<string, unknown> | null>;
}

export interface ServerPage {
  html: string;
  /** The answers it was rendered with: the browser hydrates with the same. */
  answers: Record<string, unknown>;
}

/**
 * One render at a time: the API's URLs and the request cache are the module's, and an answer
 * belongs to one page.
 */
let queue: Promise<unknown> = Promise.resolve();

async function prerender(element: ReactElement): Promise<string> {
  // Waits for every lazy page and suspense boundary: the HTML is the whole page, not a fallback.
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The answers as the browser will read them from the page (JSON), with the API's files named by its
 * public address: the API writes their URLs against the address it was asked at, loopback here.
 */
function asTheBrowserReadsThem(
  answers: Record<string, unknown>,
  api: ServerApiUrls,
): Record<string, unknown> {
  const quoted = (url: string) => JSON.stringify(`${url}/`).slice(0, -1);
  const json = JSON.stringify(answers).replaceAll(quoted(api.read), quoted(api.public));
  return JSON.parse(json) as Record<string, unknown>;
}

interface RenderOptions {
  element: ReactElement;
  api: ServerApiUrls;
  loadAnswers: ServerPageOptions['loadAnswers'];
}

async function renderNow({ element, api, loadAnswers }: RenderOptions): Promise<ServerPage | null> {
  resetRequestCache();
  try {
    configureApi({ publicUrl: api.read });
    const loaded = await loadAnswers();
    if (!loaded) return null;
    const answers = asTheBrowserReadsThem(loaded, api);
    configureApi({ publicUrl: api.public });
    seedRequests(answers);
    return { html: await prerender(element), answers };
  } finally {
    resetRequestCache();
  }
}

/**
 * A remote's page as HTML, from the same components its `./app` renders in the browser, with the
 * answers the browser will be handed to hydrate it (the same first render, so no mismatch).
 */
export function renderServerPage({
  routes,
  url,
  api,
  loadAnswers,
}: ServerPageOptions): Promise<ServerPage | null> {
  const element = (
    <StaticRouter location={url}>
      <RouteTree routes={routes} />
    </StaticRouter>
  );
  return inTurn({ element, api, loadAnswers });
}

/**
 * A remote's widget as HTML, rendered as the shell mounts it in a slot: the component alone, with
 * the props the slot gives it and no router of its own.
 */
export function renderServerWidget(
  element: ReactElement,
  api: ServerApiUrls,
  loadAnswers: ServerPageOptions['loadAnswers'],
): Promise<ServerPage | null> {
  return inTurn({ element, api, loadAnswers });
}

function inTurn(options: RenderOptions): Promise<ServerPage | null> {
  const page = queue.then(() => renderNow(options));
  queue = page.catch(() => undefined);
  return page;
}
