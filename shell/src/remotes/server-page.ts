import { SERVER_PAGE } from '@chokdee/shared-contract/server-page';
import { seedRequests } from '@chokdee/shared-kernel/api/request-cache';
import { HYDRATE_ATTRIBUTE } from '@chokdee/shared-kernel/runtime/yielding-root';
import { dropWidgetIslands, keepWidgetIslands } from './widget-islands';

interface ServerPage {
  remote: string;
  path: string;
  element: HTMLElement;
}

/** The page the origin rendered (after the shell's root), until its remote hydrates it. */
let waiting: ServerPage | null = null;

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * At boot, before the first render: the server-rendered page, if the origin sent one, waits for
 * its remote, and the answers it was rendered with go into the request cache, so the remote's
 * first render in the browser is the server's. Unreadable answers: the page goes, the browser
 * renders it.
 */
export function takeServerPage(doc: Document = document): void {
  const element = doc.getElementById(SERVER_PAGE.pageId);
  const answers = doc.getElementById(SERVER_PAGE.answersId);
  answers?.remove();
  if (!element) return;
  try {
    seedRequests(JSON.parse(answers?.textContent ?? '') as Record<string, unknown>);
  } catch {
    element.remove();
    return;
  }
  waiting = { remote: element.dataset.remote ?? '', path: element.dataset.path ?? '', element };
  keepWidgetIslands(element);
}

/** Query parameters only campaigns and share links add (no page reads them). */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid)$/;

/**
 * The origin renders a page by its path alone (one copy for every visitor): an address whose
 * query a page may read (`?pattern=`, `?openCart=1`) is rendered by the browser.
 */
function renderedByPath(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((name) => TRACKING_PARAMETER.test(name));
}

/** The server-rendered page of `remote` when it is the page at `location`, else null. */
export function serverPageOf(
  remote: string,
  location: Pick<Location, 'pathname' | 'search'>,
): HTMLElement | null {
  if (!waiting) return null;
  const { pathname, search } = location;
  if (waiting.remote === remote && samePath(waiting.path, decoded(pathname)) && renderedByPath(search))
    return waiting.element;
  dropServerPage();
  return null;
}

/**
 * Moves the page's HTML into the container the remote's root is made on, marked to be hydrated
 * (kernel yielding-root.ts). Its element, now empty, goes.
 */
export function handOverServerPage(container: HTMLElement): void {
  if (!waiting) return;
  container.replaceChildren(...waiting.element.childNodes);
  container.setAttribute(HYDRATE_ATTRIBUTE, '');
  waiting.element.remove();
  waiting = null;
}

/** The visitor left the page before its remote came, or its remote failed: the page goes. */
export function dropServerPage(): void {
  if (waiting) dropWidgetIslands();
  waiting?.element.remove();
  waiting = null;
}
