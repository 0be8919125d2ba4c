import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { contentPagePaths } from '@chokdee/shared-contract/app-paths';
import type { ContentPageSlug } from '@chokdee/shared-contract/schemas/content';
import type { BuiltLayoutName } from '../layouts/layout-registry';
import { importWithReload } from '../remotes/chunk-reload';
import { paths } from '../config/paths';

const HomePage = lazy(importWithReload(() => import('../pages/home-page')));
const ContentPage = lazy(importWithReload(() => import('../pages/content-page')));
const ArticlesPage = lazy(importWithReload(() => import('../pages/articles-page')));
const ContentDetailPage = lazy(importWithReload(() => import('../pages/content-detail')));

/** A shell page the origin renders (server/render.tsx) and the browser hydrates on its own root. */
export interface ServerPageRoute {
  path: string;
  layout: BuiltLayoutName;
  element: ReactNode;
}

const FLUID = 'default-fluid' satisfies BuiltLayoutName;

function content(slug: ContentPageSlug & keyof typeof contentPagePaths, layout: BuiltLayoutName = 'default') {
  const path = contentPagePaths[slug];
  if (path === null) throw new Error(`the content page ${slug} has no path of its own`);
  // Keyed by slug: moving between two content pages starts the second one afresh.
  return { path, layout, element: <ContentPage key={slug} slug={slug} /> };
}

/**
 * The shell's public reading pages: home (its widgets are islands the origin fills), the
 * operator's fixed pages and the articles. Search engines and link previews read them, and their
 * text is the first visit's content.
 */
export const SERVER_PAGE_ROUTES: readonly ServerPageRoute[] = [
  { path: paths.home.path, layout: FLUID, element: <HomePage /> },
  content('about', FLUID),
  content('our-services', FLUID),
  content('policy'),
  content('policy-cookie'),
  content('fortune-telling-services'),
  content('lottery-services'),
  content('first-prize-journey'),
  content('first-prize-journey-2'),
  content('intro-video'),
  content('index-old'),
  { path: paths.articles.path, layout: 'default', element: <ArticlesPage /> },
  { path: paths.article.path, layout: 'default', element: <ContentDetailPage kind="article" /> },
];

/** The route of a server-rendered page by its path pattern. */
export function serverPageRoute(path: string): ServerPageRoute {
  const route = SERVER_PAGE_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not a server-rendered shell page`);
  return route;
}

/** The pages as the root they are mounted on routes them (the kernel's RouteRoot). */
export const serverPageRouteObjects = (): RouteObject[] =>
  SERVER_PAGE_ROUTES.map(({ path, element }) => ({ path, element }));
