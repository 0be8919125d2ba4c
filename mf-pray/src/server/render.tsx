// The remote's server render (`dist/server/render.js`): its public pages as HTML, from the same
// routes and components its `./app` mounts in the browser. The site's origin loads the live file.
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import {
  createServerRender,
  type ServerAnswers,
  type ServerRenderedPage,
} from '@chokdee/shared-kernel/remote/server-render';
import { fetchPrayProject, fetchPraySupporters, fetchPrayUpdate, fetchPrayUpdates } from '../api/pray';
import { appRoutes } from '../app/app-routes';
import { paths } from '../config/paths';
import { FIRST_LIST_PAGE, fetchPrayList, prayListKey } from '../features/projects/api/list-request';

/** What a project's tab reads besides the project itself (the story is in the project). */
const TAB_ANSWERS: Record<string, (slug: string) => Promise<ServerAnswers>> = {
  updates: async (slug) => ({ [requestKeys.pray.updates(slug)]: await fetchPrayUpdates(slug) }),
  supporters: async (slug) => ({ [requestKeys.pray.supporters(slug)]: await fetchPraySupporters(slug, 1) }),
};

/**
 * The pages rendered on a server and what each reads first, in the order they are matched.
 * Search (its query is the page), members' and staff pages are left to the browser.
 */
const SERVER_PAGES: ServerRenderedPage[] = [
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

/**
 * The page at `url` as HTML with its answers, or null for a page the browser alone renders. An
 * unknown or unpublished project fails the render: the browser renders it (its owner sees a draft).
 */
export const render = createServerRender(appRoutes, SERVER_PAGES);
