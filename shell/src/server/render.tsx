// The shell's server render (`dist/server/render.js`): its reading pages as HTML, from the same
// components its browser bundle mounts (server-pages/). The site's origin loads it beside the
// remotes' files and renders with it the pages no remote serves (ADR 020).
import { contentPagePaths } from '@chokdee/shared-contract/app-paths';
import type { ContentPageSlug } from '@chokdee/shared-contract/schemas/content';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import {
  createServerRender,
  type ServerAnswers,
  type ServerRenderedPage,
} from '@chokdee/shared-kernel/remote/server-render';
import { $catalog, loadCatalog } from '../catalog/catalog-store';
import { paths } from '../config/paths';
import { fetchContent, fetchContentPage, fetchContents } from '../content/content-api';
import { parseContentId } from '../content/content-hrefs';
import { cleanHtmlWith } from '../content/sanitize-html';
import { ARTICLES_PER_PAGE } from '../pages/articles-page';
import { LATEST_ARTICLES_QUERY } from '../pages/home/latest-articles-section';
import { serverPageRoute, serverPageRouteObjects } from '../server-pages/server-page-routes';
import { renderWidgetIslandsOnServer } from '../remotes/widget-islands';
import { cleanHtmlOnServer } from './clean-html';

cleanHtmlWith(cleanHtmlOnServer);
renderWidgetIslandsOnServer();

/** The page at `path` with what it reads first, in the layout its route names. */
function page(path: string, answers: ServerRenderedPage['answers']): ServerRenderedPage {
  return { path, answers, layout: serverPageRoute(path).layout };
}

const isRendered = (path: string | null): path is string =>
  path !== null && serverPageRouteObjects().some((route) => route.path === path);

const contentPages = (Object.entries(contentPagePaths) as [ContentPageSlug, string | null][]).flatMap(
  ([slug, path]) =>
    isRendered(path)
      ? [page(path, async () => ({ [requestKeys.content.page(slug)]: await fetchContentPage(slug) }))]
      : [],
);

/**
 * An article at its own address. Another kind's id or a wrong title segment is corrected by the
 * browser (it replaces the address), and an unknown id is its 404: the render fails, as a failed
 * read does, and the browser renders those.
 */
async function articleAnswers({
  id = '',
  title = '',
}: Record<string, string | undefined>): Promise<ServerAnswers> {
  const contentId = parseContentId(id);
  if (contentId === null) throw new Error(`not an article id: ${id}`);
  const article = await fetchContent(contentId);
  if (article.kind !== 'article' || article.slug !== title)
    throw new Error(`not this article's address: ${id}/${title}`);
  return { [requestKeys.content.item(contentId)]: article };
}

/**
 * Home reads the catalog the shell boots with (its slot's widgets, the store directory's path), so
 * the browser's first render is the server's; the widgets' own answers come with their islands.
 */
async function homeAnswers(): Promise<ServerAnswers> {
  await loadCatalog();
  if (!$catalog.get()) throw new Error('the catalog could not be read');
  return {
    [requestKeys.content.latest]: await fetchContents(LATEST_ARTICLES_QUERY),
  };
}

const SERVER_PAGES: ServerRenderedPage[] = [
  page(paths.home.path, homeAnswers),
  ...contentPages,
  page(paths.articles.path, async () => ({
    [requestKeys.content.articles(1)]: await fetchContents({
      kind: 'article',
      page: 1,
      per_page: ARTICLES_PER_PAGE,
    }),
  })),
  page(paths.article.path, articleAnswers),
];

/** The page at `url` as HTML with its answers and layout, or null for a page the browser alone renders. */
export const render = createServerRender(serverPageRouteObjects(), SERVER_PAGES);
