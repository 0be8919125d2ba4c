import { SERVER_PAGE } from '@chokdee/shared-contract/server-page';

/**
 * A widget's place in a server-rendered page: its slot renders an empty island on the server, the
 * origin fills it with the widget's own render, and in the browser the widget hydrates it (ADR 020).
 */

/** The islands of the page the origin sent, by key, until each widget takes its own. */
const islands = new Map<string, Element>();
let onServer = false;

/** Called once by the shell's server render: slots render their widgets' empty islands. */
export function renderWidgetIslandsOnServer(): void {
  onServer = true;
}

export const widgetIslandsOnServer = (): boolean => onServer;

/** At boot, with the server-rendered page: its islands wait for their widgets. */
export function keepWidgetIslands(page: ParentNode): void {
  islands.clear();
  for (const island of page.querySelectorAll(`[${SERVER_PAGE.widgetIsland}]`))
    islands.set(island.getAttribute(SERVER_PAGE.widgetIsland) ?? '', island);
}

/**
 * The server's HTML of the widget's island, taken once: null when the page has none for it, or
 * the page it was in is gone (the visitor has moved on, the widget renders afresh).
 */
export function takeWidgetIsland(key: string): string | null {
  const island = islands.get(key);
  islands.delete(key);
  return island?.isConnected ? island.innerHTML : null;
}

/** The server-rendered page went unused: so do its islands. */
export function dropWidgetIslands(): void {
  islands.clear();
}
