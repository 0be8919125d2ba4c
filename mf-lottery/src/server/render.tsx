// The remote's server render (`dist/server/render.js`): its public pages as HTML, from the same
// routes and components its `./app` mounts in the browser. The site's origin loads the live file.
import { matchPath } from 'react-router';
import { fetchStore } from '@chokdee/shared-kernel/api/stores';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { renderServerPage, type ServerPage } from '@chokdee/shared-kernel/remote/server-page';
import { appRoutes } from '../app/app-routes';
import { paths } from '../config/paths';
import { getLotteryResult, LATEST_DRAW } from '../features/results/api/get-lottery-result';
import { loadStores } from '../features/stores/hooks/use-store-list';
import { storeListFilterOf } from '../features/stores/utils/store-list-filter';

type Answers = Record<string, unknown>;

/** The pages rendered on a server and what each reads first; members' pages are not among them. */
const SERVER_PAGES: {
  path: string;
  answers: (params: Record<string, string | undefined>, search: URLSearchParams) => Promise<Answers>;
}[] = [
  ...[paths.draw.path, paths.latest.path, paths.legacy.path].map((path) => ({
    path,
    answers: async ({ slug = LATEST_DRAW }: Record<string, string | undefined>) => ({
      [requestKeys.lottery.result(slug)]: await getLotteryResult(slug),
    }),
  })),
  {
    // The stores' list as a visitor first sees it: its names, badges and pictures, read with the
    // filter the page reads from the address (the origin asks by path alone: every store, page 1).
    path: paths.dealers.path,
    answers: async (_params, search) => {
      const filter = storeListFilterOf(search);
      return { [requestKeys.stores.list(filter)]: await loadStores(filter) };
    },
  },
  {
    // A store as a visitor first sees it: its name, status and number search (a search the
    // address asks for is done in the browser).
    path: paths.store.path,
    answers: async ({ userRef = '' }) => ({ [requestKeys.stores.info(userRef)]: await fetchStore(userRef) }),
  },
];

/** The answers of the page at `url` (its path and query), or null for a page the browser alone renders. */
async function answersFor(url: URL): Promise<Answers | null> {
  for (const page of SERVER_PAGES) {
    const match = matchPath(page.path, url.pathname);
    if (match) return page.answers(match.params, url.searchParams);
  }
  return null;
}

/**
 * The page at `url` (path and query) as HTML with its answers, read from the API at `apiUrl` and
 * naming it `publicApiUrl` (the browser's address of it); null when this remote does not render
 * that page on a server. A read that fails (an unknown store) fails the render: the origin sends
 * the page without its body, and the browser says what went wrong.
 */
export function render(url: string, apiUrl: string, publicApiUrl = apiUrl): Promise<ServerPage | null> {
  return renderServerPage({
    routes: appRoutes,
    url,
    api: { read: apiUrl, public: publicApiUrl },
    loadAnswers: () => answersFor(new URL(url, 'http://site.invalid')),
  });
}
