import type { FunctionComponent } from 'react';
import { matchPath, type RouteObject } from 'react-router';
import type { RemoteProps } from '../remote-props';
import { renderServerPage, renderServerWidget, type ServerPage } from './server-page';

export type ServerAnswers = Record<string, unknown>;
export type ServerPageParams = Record<string, string | undefined>;

/** A page a remote renders on a server: its route's pattern and what its first render reads. */
export interface ServerRenderedPage {
  path: string;
  /** The answers by request key, from the route's params and the address's query; null: the browser renders it. */
  answers: ((params: ServerPageParams, search: URLSearchParams) => Promise<ServerAnswers>) | null;
  /** The layout it is shown in, for a page the catalog does not list (the shell's own). */
  layout?: string;
}

/** A rendered page, with its layout when the page names one. */
export type ServerRenderedHtml = ServerPage & { layout?: string };

/** What a remote's `src/server/render.tsx` exports as `render` (the API runs it: ADR 020). */
export type ServerRender = (
  url: string,
  apiUrl: string,
  publicApiUrl?: string,
) => Promise<ServerRenderedHtml | null>;

/** The path as routes match it: Thai whether the address came decoded or percent-encoded. */
function readablePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

function pageAt(pages: ServerRenderedPage[], url: URL) {
  const pathname = readablePath(url.pathname);
  for (const page of pages) {
    const match = matchPath(page.path, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}

/**
 * A remote's server render: the page at `url` (path and query) as HTML with its answers, read from
 * the API at `apiUrl` and naming it `publicApiUrl`, for the first of `pages` that matches (list a
 * fixed path before a pattern that matches it too); null for any other page. A read that fails
 * (an unknown store) fails the render: the origin sends the page without its body and the browser
 * says what went wrong.
 */
export function createServerRender(routes: RouteObject[], pages: ServerRenderedPage[]): ServerRender {
  return async (url, apiUrl, publicApiUrl = apiUrl) => {
    const address = new URL(url, 'http://site.invalid');
    const found = pageAt(pages, address);
    const answers = found?.page.answers;
    if (!found || !answers) return null;
    const page = await renderServerPage({
      routes,
      url,
      api: { read: apiUrl, public: publicApiUrl },
      loadAnswers: () => answers(found.params, address.searchParams),
    });
    const { layout } = found.page;
    return page && layout ? { ...page, layout } : page;
  };
}

/** A widget a remote renders on a server: its exposed module, its component and what it reads first. */
export interface ServerRenderedWidget {
  /** As the catalog names it, e.g. `./widgets/home-sections`. */
  module: string;
  component: FunctionComponent<RemoteProps>;
  answers: () => Promise<ServerAnswers>;
}

/**
 * What a remote's `src/server/render.tsx` exports as `renderWidget`: a widget the origin places in a
 * server-rendered page's slot (the shell's home page), null for a module it does not render.
 */
export type ServerWidgetRender = (
  module: string,
  props: RemoteProps,
  apiUrl: string,
  publicApiUrl?: string,
) => Promise<ServerPage | null>;

/** A remote's server render of its widgets, as the shell mounts them in a slot. */
export function createServerWidgetRender(widgets: ServerRenderedWidget[]): ServerWidgetRender {
  return async (module, props, apiUrl, publicApiUrl = apiUrl) => {
    const widget = widgets.find((candidate) => candidate.module === module);
    if (!widget) return null;
    const Widget = widget.component;
    return renderServerWidget(<Widget {...props} />, { read: apiUrl, public: publicApiUrl }, widget.answers);
  };
}
