import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { LATEST_DRAW } from '../features/results/api/get-lottery-result';
import { prefetchLotteryResult } from '../features/results/api/result-prefetch';

const RESULT_PATHS = [paths.draw.path, paths.latest.path, paths.legacy.path];

/**
 * Starts the data request of the page at `pathname`, if this remote serves it. Called when the
 * exposed module is evaluated: the request then overlaps React mounting and rendering. Matches
 * the way <Routes> does (case-insensitive, optional trailing slash).
 */
export function prefetchRouteData(pathname: string): void {
  for (const path of RESULT_PATHS) {
    const match = matchPath(path, pathname);
    if (match) {
      prefetchLotteryResult(match.params.slug ?? LATEST_DRAW);
      return;
    }
  }
}
