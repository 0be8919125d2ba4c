import { SERVER_PAGE, scriptJson } from '@chokdee/shared-contract/server-page';
import { escapeHtml } from '../page-head/page-head-html';

export interface ServerPage {
  remote: string;
  path: string;
  /** The route's layout in the catalog (`default`, `default-fluid`, …). */
  layout: string;
  html: string;
  answers: Record<string, unknown>;
  stylesheets: string[];
}

/**
 * The page's body as the origin writes it after the shell's root: the remote's first stylesheets
 * (the HTML is styled before any script), the page, and the answers it was rendered with.
 */
export function renderPageBody(page: ServerPage): string {
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
  return (
    links.join('') +
    `<div id="${SERVER_PAGE.pageId}" data-remote="${escapeHtml(page.remote)}" data-path="${escapeHtml(page.path)}" ` +
    `data-layout="${escapeHtml(page.layout)}">` +
    `${page.html}</div>` +
    `<script type="application/json" id="${SERVER_PAGE.answersId}">${scriptJson(page.answers)}</script>`
  );
}
