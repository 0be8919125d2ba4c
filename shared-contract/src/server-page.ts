/**
 * How the site's origin hands a server-rendered page to the browser (the API writes it, the shell
 * hydrates it): the page's HTML in an element of its own after the shell's root, and the answers
 * it was rendered with in a JSON script, so the browser's first render is the server's.
 */
export const SERVER_PAGE = {
  /** The API's answer for a path (204: the browser renders that page). */
  apiPath: '/public/v1/site/page-body',
  /**
   * The element holding the page; `data-remote` names its remote, `data-path` the page's path,
   * `data-layout` the layout its route is shown in (where the page sits before the shell's is up).
   */
  pageId: 'chokdee-server-page',
  /** `<script type="application/json">` of the answers by request key. */
  answersId: 'chokdee-server-answers',
  /** `data-remote` of the shell's own pages (its reading pages, rendered by the shell's file). */
  shellPages: 'shell',
  /**
   * The attribute of a widget's place in a server-rendered page, naming it by `widgetIslandKey`:
   * the page's renderer leaves it empty, the origin fills it with the widget's own server render
   * (its remote's file), and the widget hydrates it where it stands.
   */
  widgetIsland: 'data-widget-island',
} as const;

/** A widget as its island names it: `mf_lottery:./widgets/home-sections`. */
export const widgetIslandKey = (remoteName: string, module: string): string => `${remoteName}:${module}`;

/** The remote and exposed module an island names; null when it names none. */
export function parseWidgetIslandKey(key: string): { remoteName: string; module: string } | null {
  const colon = key.indexOf(':');
  if (colon <= 0 || colon === key.length - 1) return null;
  return { remoteName: key.slice(0, colon), module: key.slice(colon + 1) };
}

/** JSON inside a script element (the page's answers, JSON-LD): `<` is escaped so no value can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
