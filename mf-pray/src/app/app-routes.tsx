import type { RouteObject } from 'react-router';
import { lazyPage } from '@chokdee/shared-kernel/remote/lazy-page';
import { paths } from '../config/paths';
import { PrayListPage } from './routes/pray-list';

// The list is the remote's landing page and stays in its first chunk; every other page loads on
// its own when first visited.
const ProjectPage = lazyPage(() => import('./routes/project-page').then((m) => m.ProjectPage));
const UpdatePage = lazyPage(() => import('./routes/update-page').then((m) => m.UpdatePage));
const MyProjectsPage = lazyPage(() => import('./routes/my-projects').then((m) => m.MyProjectsPage));
const CreateProjectPage = lazyPage(() => import('./routes/create-project').then((m) => m.CreateProjectPage));
const EditProjectPage = lazyPage(() => import('./routes/edit-project').then((m) => m.EditProjectPage));
const WishListPage = lazyPage(() => import('./routes/wish-list').then((m) => m.WishListPage));
const VotedPage = lazyPage(() => import('./routes/voted').then((m) => m.VotedPage));
const PrayReviewPage = lazyPage(() => import('./routes/pray-review').then((m) => m.PrayReviewPage));

/** The paths this remote serves (its catalog.json registers the same patterns). */
export const appRoutes: RouteObject[] = [
  { path: paths.list.path, element: <PrayListPage /> },
  { path: paths.search.path, element: <PrayListPage /> },
  { path: paths.project.path, element: <ProjectPage /> },
  { path: paths.update.path, element: <UpdatePage /> },
  { path: paths.wishList.path, element: <WishListPage /> },
  { path: paths.mine.path, element: <MyProjectsPage /> },
  { path: paths.create.path, element: <CreateProjectPage /> },
  { path: paths.edit.path, element: <EditProjectPage /> },
  { path: paths.voted.path, element: <VotedPage /> },
  { path: paths.review.path, element: <PrayReviewPage /> },
];
