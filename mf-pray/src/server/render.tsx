// The remote's server render (`dist/server/render.js`): its public pages as HTML, from the same
// routes and components its `./app` mounts in the browser. The site's origin loads the live file.
import { matchPath } from 'react-router';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { renderServerPage, type ServerPage } from '@chokdee/shared-kernel/remote/server-page';
import { fetchPrayProject, fetchPraySupporters, fetchPrayUpdate, fetchPrayUpdates } from '../api/pray';
import { appRoutes } from '../app/app-routes';
import { paths } from '../config/paths';
import { FIRST_LIST_PAGE, fetchPrayList, prayListKey } from '../features/projects/api/list-request';

type Answers = Record<string, unknown>;
type Params = Record<string, string | undefined>;

/** What a project's tab reads besides the project itself (the story is in the project). */
const TAB_ANSWERS: Record<string, (slug: string) => Promise<Answers>> = {
  updates: async (slug) => ({ [requestKeys.pray.updates(slug)]: await fetchPrayUpdates(slug) }),
  supporters: async (slug) => ({ [requestKeys.pray.supporters(slug)]: await fetchPraySupporters(slug, 1) }),
};

/**
 * The pages rendered on a server and what each reads first, in the order they are matched.
 * Search (its query is the page), members' and staff pages are left to the browser.
 */
const SERVER_PAGES: { path: string; answers: ((params: Params) => Promise<Answers>) | null }[] = [
  {
    path: paths.list.path,
    answers: async () => ({ [prayListKey(FIRST_LIST_PAGE)]: await fetchPrayList(FIRST_LIST_PAGE) }),
  },
  // Before the project's pattern, which `/ขอพร/search` matches too.
  { path: paths.search.path, answers: null },
  { path: paths.wishList.path, answers: async () => ({}) },
  {
    path: paths.update.path,
    answers: async ({ slug = '', updateId = '' }) => ({
      [requestKeys.pray.update(slug, updateId)]: await fetchPrayUpdate(slug, Number(updateId)),
    }),
  },
  {
    path: paths.project.path,
    answers: async ({ slug = '', tab = '' }) => {
      const [project, more] = await Promise.all([
        fetchPrayProject(slug),
        TAB_ANSWERS[tab]?.(slug) ?? Promise.resolve({}),
      ]);
      return { [requestKeys.pray.project(slug)]: project, ...more };
    },
  },
];

/** The path as the routes match it: Thai, whether the address came decoded or percent-encoded. */
function readablePath(url: string): string {
  const { pathname } = new URL(url, 'http://site.invalid');
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** The answers of the page at `url`, or null for a page the browser alone renders. */
async function answersFor(url: string): Promise<Answers | null> {
  const pathname = readablePath(url);
  for (const page of SERVER_PAGES) {
    const match = matchPath(page.path, pathname);
    if (match) return page.answers ? page.answers(match.params) : null;
  }
  return null;
}

/**
 * The page at `url` (path and query) as HTML with its answers, read from the API at `apiUrl` and
 * naming it `publicApiUrl` (the browser's address of it); null when this remote does not render
 * that page on a server. A read that fails (an unknown or unpublished project) fails the render:
 * the origin sends the page without its body, and the browser renders it (its owner sees a draft).
 */
export function render(url: string, apiUrl: string, publicApiUrl = apiUrl): Promise<ServerPage | null> {
  return renderServerPage({
    routes: appRoutes,
    url,
    api: { read: apiUrl, public: publicApiUrl },
    loadAnswers: () => answersFor(url),
  });
}
