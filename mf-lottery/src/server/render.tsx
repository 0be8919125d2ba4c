// The remote's server render (`dist/server/render.js`): its public pages as HTML, from the same
// routes and components its `./app` mounts in the browser. The site's origin loads the live file.
import { matchPath } from 'react-router';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { renderServerPage } from '@chokdee/shared-kernel/remote/server-page';
import { appRoutes } from '../app/app-routes';
import { paths } from '../config/paths';
import { getLotteryResult, LATEST_DRAW } from '../features/results/api/get-lottery-result';

export interface ServerRender {
  html: string;
  /** The page's first answers by request key: the browser hydrates with the same. */
  answers: Record<string, unknown>;
}

const RESULT_PATHS = [paths.draw.path, paths.latest.path, paths.legacy.path];

/** The answers a server-rendered page needs, or null for a page the browser alone renders. */
async function answersFor(pathname: string): Promise<Record<string, unknown> | null> {
  for (const path of RESULT_PATHS) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    const slug = match.params.slug ?? LATEST_DRAW;
    return { [requestKeys.lottery.result(slug)]: await getLotteryResult(slug) };
  }
  return null;
}

/**
 * The page at `url` (path and query) as HTML with its answers, read from the API at `apiUrl`;
 * null when this remote does not render that page on a server.
 */
export async function render(url: string, apiUrl: string): Promise<ServerRender | null> {
  configureApi({ publicUrl: apiUrl });
  const answers = await answersFor(new URL(url, 'http://site.invalid').pathname);
  if (!answers) return null;
  return { html: await renderServerPage({ routes: appRoutes, url, answers }), answers };
}
