// What deploy/nginx adds to the shell's server so a public page's body arrives rendered by its
// remote (SERVER_PAGE.apiPath), as scripts/page-head.ts `pageBodySource` does for `npm start`: SSI
// fills shell/index.html's include from an internal location that asks the API with the page's
// path and nothing of the visitor's, micro-cached in the page heads' zone, stale and empty alike
// (nginx-page-head.ts). A staff surface's page gets none: the browser renders it.
import { SERVER_PAGE } from '@chokdee/shared-contract/server-page';
import { PAGE_BODY_INCLUDE_URI } from './page-head';
import { apiIncludeLines } from './nginx-page-head';

export { PAGE_BODY_INCLUDE_URI };

/** The internal location the page body's include calls: the API at `origin` (checked by the caller). */
export function pageBodyLocation(origin: string, cached: boolean): string {
  return [
    `  location = ${PAGE_BODY_INCLUDE_URI} {`,
    ...apiIncludeLines({
      origin,
      apiUri: `${SERVER_PAGE.apiPath}?path=$chokdee_page_head_path`,
      // The heads' keys are bare paths: this prefix keeps the two apart in one zone.
      cacheKey: cached && 'page-body:$chokdee_page_head_path',
      keptStatuses: '200 204',
      emptyWhenSet: '$chokdee_staff_page',
    }),
    '  }',
  ].join('\n');
}
