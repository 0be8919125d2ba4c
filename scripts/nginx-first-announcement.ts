// What deploy/nginx adds to the shell's server so a page's body carries the announcement's first
// slide (FIRST_ANNOUNCEMENT_API_PATH), as scripts/first-announcement.ts does for `npm start`: SSI
// fills shell/index.html's include from an internal location that asks the API with the visitor's
// closed cookie when it is well formed (else empty), and nothing else of the visitor's; cached per
// cookie value in the page heads' zone, stale and empty alike (nginx-page-head.ts). SSI's
// subrequests read the page request's cookies, so the cookie is known there. A staff surface's
// page (`$chokdee_staff_page`) gets no slide: the shell shows no consumer announcement over it.
import { FIRST_ANNOUNCEMENT_API_PATH } from '@chokdee/shared-contract/first-announcement';
import {
  ANNOUNCEMENT_CLOSED_COOKIE,
  ANNOUNCEMENT_CLOSED_PATTERN,
} from '@chokdee/shared-contract/rules/announcement-seen';
import { FIRST_ANNOUNCEMENT_INCLUDE_URI } from './first-announcement';
import { apiIncludeLines, STAFF_PAGE_VALUE } from './nginx-page-head';

export { FIRST_ANNOUNCEMENT_INCLUDE_URI };

/**
 * The HTTP-level part: `$chokdee_announcement_closed`, the cookie's value when well formed, else
 * empty; and `$chokdee_staff_page`, 1 on a staff surface's page of `appName` (its pages map says
 * so, nginx-config.ts `knownPagesMap`), else empty.
 */
export function firstAnnouncementHttpLines(appName: string): string {
  if (!/^[a-z_]+$/.test(ANNOUNCEMENT_CLOSED_COOKIE)) {
    throw new Error(`nginx: ชื่อคุกกี้ใช้ไม่ได้: ${ANNOUNCEMENT_CLOSED_COOKIE}`);
  }
  return [
    `map $cookie_${ANNOUNCEMENT_CLOSED_COOKIE} $chokdee_announcement_closed {`,
    `  "~^${ANNOUNCEMENT_CLOSED_PATTERN}$" $cookie_${ANNOUNCEMENT_CLOSED_COOKIE};`,
    '  default "";',
    '}',
    // From the pages map, not `$uri`: in the include's subrequest `$uri` is the include's.
    `map $chokdee_page_${appName} $chokdee_staff_page {`,
    `  ${STAFF_PAGE_VALUE} 1;`,
    '  default "";',
    '}',
  ].join('\n');
}

/** The internal location the slide's include calls: the API at `origin` (checked by the caller). */
export function firstAnnouncementLocation(origin: string, cached: boolean): string {
  return [
    `  location = ${FIRST_ANNOUNCEMENT_INCLUDE_URI} {`,
    ...apiIncludeLines({
      origin,
      apiUri: `${FIRST_ANNOUNCEMENT_API_PATH}?closed=$chokdee_announcement_closed`,
      // The heads' keys are paths ('/…'): this prefix keeps the two apart in one zone.
      cacheKey: cached && 'first-announcement:$chokdee_announcement_closed',
      // Nothing to show is an answer too (serve-static keeps it alike).
      keptStatuses: '200 204',
      emptyWhenSet: '$chokdee_staff_page',
    }),
    '  }',
  ].join('\n');
}
