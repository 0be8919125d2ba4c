import { paths } from '../config/paths';

/**
 * The path patterns of the shell's own pages (shell-page-routes.tsx renders them; its test keeps the
 * two lists equal), without their components so the static servers can read them too: a path that
 * is neither one of these nor a remote's route in the catalog is answered 404. `numeric`: the
 * parameters that are content ids (content-hrefs `parseContentId`); any other value is the 404 page.
 */
export const SHELL_PAGE_PATHS: readonly { path: string; numeric?: readonly string[] }[] = [
  { path: paths.home.path },
  { path: paths.about.path },
  { path: paths.services.path },
  { path: paths.complain.path },
  { path: paths.complaintStatus.path },
  { path: paths.policy.path },
  { path: paths.cookiePolicy.path },
  { path: paths.privacyPolicy.path },
  { path: paths.fortuneServices.path },
  { path: paths.lotteryServices.path },
  { path: paths.firstPrizeJourney.path },
  { path: paths.firstPrizeJourneyPart2.path },
  { path: paths.introVideo.path },
  { path: paths.indexOld.path },
  { path: paths.articles.path },
  { path: paths.articleCategories.path },
  { path: paths.article.path, numeric: ['id'] },
  { path: paths.socialList.path },
  { path: paths.menuLink.path },
  { path: paths.diagnostics.path },
  { path: '/admin/*' },
  { path: paths.socialDetail.path, numeric: ['id'] },
  { path: paths.category.path },
];
