// The remote's server render (`dist/server/render.js`): its public pages as HTML, from the same
// routes and components its `./app` mounts in the browser. The site's origin loads the live file.
import { fetchLotteryResults } from '@chokdee/shared-kernel/api/lottery';
import { fetchStore, fetchStores } from '@chokdee/shared-kernel/api/stores';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import {
  createServerRender,
  createServerWidgetRender,
  type ServerRenderedPage,
} from '@chokdee/shared-kernel/remote/server-render';
import { appRoutes } from '../app/app-routes';
import { paths } from '../config/paths';
import { HomeSections } from '../features/home-sections/components/home-sections';
import { FEATURED_STORES_QUERY } from '../features/home-sections/components/featured-stores-section';
import { LATEST_RESULTS_QUERY } from '../features/home-sections/components/latest-results-section';
import { getLotteryResult, LATEST_DRAW } from '../features/results/api/get-lottery-result';
import { loadStores } from '../features/stores/hooks/use-store-list';
import { storeListFilterOf } from '../features/stores/utils/store-list-filter';

/** The pages rendered on a server and what each reads first; members' pages are not among them. */
const SERVER_PAGES: ServerRenderedPage[] = [
  ...[paths.draw.path, paths.latest.path, paths.legacy.path].map((path) => ({
    path,
    answers: async ({ slug = LATEST_DRAW }) => ({
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

/**
 * The page at `url` as HTML with its answers, or null for a page the browser alone renders. An
 * unknown store fails the render: the browser then renders the page and says what went wrong.
 */
export const render = createServerRender(appRoutes, SERVER_PAGES);

/**
 * The widgets the origin renders into a server-rendered page's slot: the home page's newest draw
 * and featured stores, read as the widget reads them.
 */
export const renderWidget = createServerWidgetRender([
  {
    module: './widgets/home-sections',
    component: HomeSections,
    answers: async () => {
      const [results, stores] = await Promise.all([
        fetchLotteryResults(LATEST_RESULTS_QUERY),
        fetchStores(FEATURED_STORES_QUERY),
      ]);
      return { [requestKeys.lottery.latestResults]: results, [requestKeys.stores.featured]: stores };
    },
  },
]);
