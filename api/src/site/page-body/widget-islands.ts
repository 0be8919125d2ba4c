import { parseWidgetIslandKey, SERVER_PAGE } from '@chokdee/shared-contract/server-page';

/** A widget's render for its island: its HTML, the answers it read, the stylesheets it needs. */
export interface IslandWidget {
  html: string;
  answers: Record<string, unknown>;
  stylesheets: string[];
}

export interface IslandRequest {
  remoteName: string;
  module: string;
  slot: string;
}

export type RenderIslandWidget = (request: IslandRequest) => Promise<IslandWidget | null>;

/**
 * An empty island as the shell renders it: `<div class=… data-widget-island="…" data-slot="…"></div>`.
 * Names and slots are plain identifiers, so a value with anything else (an entity) names none.
 */
const ISLAND = new RegExp(`<div\\b([^>]*)\\s${SERVER_PAGE.widgetIsland}="([^"]*)"([^>]*)></div>`, 'g');
const SLOT = /\sdata-slot="([\w.:/-]+)"/;
const PLAIN = /^[\w.:/-]+$/;

function requestOf(match: RegExpMatchArray): IslandRequest | null {
  const [, before = '', key = '', after = ''] = match;
  const slot = SLOT.exec(before + after)?.[1];
  const named = PLAIN.test(key) ? parseWidgetIslandKey(key) : null;
  return named && slot ? { ...named, slot } : null;
}

/**
 * The page with each island filled by its widget's own server render (all at once), their answers
 * and stylesheets beside the page's. An island whose widget did not render goes: in the browser the
 * slot then mounts that widget afresh, as on a page the origin did not render.
 */
export async function fillWidgetIslands(
  html: string,
  renderWidget: RenderIslandWidget,
): Promise<{ html: string; answers: Record<string, unknown>; stylesheets: string[] }> {
  const islands = [...html.matchAll(ISLAND)];
  const widgets = await Promise.all(
    islands.map((match) => {
      const request = requestOf(match);
      return request ? renderWidget(request).catch(() => null) : null;
    }),
  );
  const answers: Record<string, unknown> = {};
  const stylesheets: string[] = [];
  let filled = '';
  let from = 0;
  islands.forEach((match, index) => {
    const widget = widgets[index];
    filled += html.slice(from, match.index);
    if (widget) {
      filled += `${match[0].slice(0, -'</div>'.length)}${widget.html}</div>`;
      Object.assign(answers, widget.answers);
      stylesheets.push(...widget.stylesheets);
    }
    from = match.index + match[0].length;
  });
  return { html: filled + html.slice(from), answers, stylesheets };
}
