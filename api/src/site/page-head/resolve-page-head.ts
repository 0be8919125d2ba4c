import type { Executor } from '#api/db/client';
import { defaultPageHead, type PageHead } from './page-head';

/**
 * The head of the page at `path` (already decoded, without its query): each public page type
 * finds its own from the data; a path none knows gets the site's default.
 */
export async function resolvePageHead(_db: Executor, path: string, _now: Date): Promise<PageHead> {
  return defaultPageHead(path);
}
