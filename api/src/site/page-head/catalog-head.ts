import { readCatalog } from '#api/catalog/remotes-repository';
import { linkTarget } from '@chokdee/shared-contract/schemas/catalog';
import { publicCatalogPaths } from '../sitemap/public-catalog-paths';
import type { HeadContext } from './head-context';
import { defaultPageHead, type PageHead } from './page-head';

/**
 * The head of a fixed public page a live remote's catalog declares (`/rewards`), titled as the
 * catalog names it: a team adds a page without teaching the API its path. The same pages the
 * sitemap lists (`publicCatalogPaths`); undefined for any other path.
 */
export async function catalogPageHead(context: HeadContext): Promise<PageHead | undefined> {
  const { live } = await readCatalog(context.db, context.now);
  for (const remote of live) {
    if (!publicCatalogPaths(remote.routes).includes(context.path)) continue;
    const route = remote.routes.find((candidate) => linkTarget(candidate.path) === context.path);
    if (route?.title) return { ...defaultPageHead(context.path), title: route.title };
  }
  return undefined;
}
