import { lazy, type ReactNode } from 'react';
import type { BuiltLayoutName } from '../layouts/layout-registry';
import { importWithReload } from '../remotes/chunk-reload';
import { paths } from '../config/paths';

// Every shell page loads on demand (the error page does not: it must work when a chunk fails).
const PrivacyPolicyPage = lazy(importWithReload(() => import('./privacy-policy-page')));
const ArticleCategoriesPage = lazy(importWithReload(() => import('./article-categories-page')));
const ContentDetailPage = lazy(importWithReload(() => import('./content-detail')));
const CategoryPage = lazy(importWithReload(() => import('./category-page')));
const SocialListPage = lazy(importWithReload(() => import('./social-list-page')));
const MenuLinkPage = lazy(importWithReload(() => import('./menu-link-page')));
const DiagnosticsPage = lazy(importWithReload(() => import('./diagnostics-page')));
const ComplainPage = lazy(importWithReload(() => import('./complain-page')));
const ComplaintStatusPage = lazy(importWithReload(() => import('./complaint-status-page')));
// The product owners' console (ADR 009): in the shell, never in a visitor's first load.
const AdminConsole = lazy(importWithReload(() => import('../admin/admin-console')));

export interface ShellPageRoute {
  path: string;
  layout: BuiltLayoutName;
  element: ReactNode;
  /** A catch-all (dynamic first segment): it never counts as "serving" a catalog path. */
  catchAll?: boolean;
  /** A page staff work in: no consumer popup or banner over it. */
  staff?: boolean;
}

/**
 * Spec §2: the layout of the pages where the bottom member bar shows (it lives in default-fluid;
 * on these pages it is only the 'buy lottery' button on small screens, see bottom-menu/buy-only-routes).
 */
const FLUID = 'default-fluid' satisfies BuiltLayoutName;

/**
 * The shell's own pages in its tree: the privacy policy, the article categories, social posts,
 * /complain and tools. Its reading pages (home, the fixed pages and the articles) are mounted on
 * a root of their own, for the origin renders them (server-pages/).
 */
export const SHELL_PAGE_ROUTES: ShellPageRoute[] = [
  { path: paths.complain.path, layout: FLUID, element: <ComplainPage /> },
  { path: paths.complaintStatus.path, layout: FLUID, element: <ComplaintStatusPage /> },
  { path: paths.privacyPolicy.path, layout: 'default', element: <PrivacyPolicyPage /> },
  { path: paths.articleCategories.path, layout: 'default', element: <ArticleCategoriesPage /> },
  { path: paths.socialList.path, layout: 'default', element: <SocialListPage /> },
  { path: paths.menuLink.path, layout: 'default', element: <MenuLinkPage /> },
  { path: paths.diagnostics.path, layout: 'default', element: <DiagnosticsPage /> },
  { path: '/admin/*', layout: 'empty', element: <AdminConsole />, staff: true },
  // Dynamic first segments: react-router ranks them below every static path, whatever the order.
  {
    path: paths.socialDetail.path,
    layout: 'default',
    element: <ContentDetailPage kind="social" />,
    catchAll: true,
  },
  { path: paths.category.path, layout: 'default', element: <CategoryPage />, catchAll: true },
];
