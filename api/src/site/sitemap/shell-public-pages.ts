import type { ContentPageSlug } from '@chokdee/shared-contract/schemas/content';
import { contentPagePaths, shellPagePaths, UNLISTED_CONTENT_PAGES } from '@chokdee/shared-contract/app-paths';

/** The shell's own public pages that hold no content page: its lists, the home page, the complaint form. */
export const SHELL_LIST_PAGES = [
  shellPagePaths.home,
  shellPagePaths.articles,
  shellPagePaths.socialList,
  shellPagePaths.complain,
].map((page) => page.path);

/**
 * Where each content page is listed (the sitemap) and canonical (its head): the shell's own path
 * (the contract's `contentPagePaths`), null for a page shown nowhere of the shell's own or unlisted.
 */
export const CONTENT_PAGE_PATHS = Object.fromEntries(
  Object.entries(contentPagePaths).map(([slug, path]) => [
    slug,
    UNLISTED_CONTENT_PAGES.includes(slug as ContentPageSlug) ? null : path,
  ]),
) as Record<ContentPageSlug, string | null>;
