// The announcement's first slide in the body of the shell's HTML, as scripts/serve-static.ts
// writes it (deploy/nginx does the same with SSI, scripts/nginx-first-announcement.ts): the API
// renders it (FIRST_ANNOUNCEMENT_API_PATH) for the visitor's closed cookie, so the first visit
// paints it before any script. The cookie's value, when it is well formed, is all of the visitor's
// that reaches the API; each value's answer is kept for its s-maxage, like the page's head.
import { FIRST_ANNOUNCEMENT_API_PATH } from '@chokdee/shared-contract/first-announcement';
import {
  ANNOUNCEMENT_CLOSED_COOKIE,
  ANNOUNCEMENT_CLOSED_PATTERN,
} from '@chokdee/shared-contract/rules/announcement-seen';
import { apiTextSource, type ApiTextOptions } from './page-head';

/** The URI of shell/index.html's include of the slide. */
export const FIRST_ANNOUNCEMENT_INCLUDE_URI = '/_chokdee/first-announcement';

const CLOSED_VALUE = new RegExp(`^${ANNOUNCEMENT_CLOSED_PATTERN}$`);

/**
 * The closed cookie's value in a `Cookie` header when it is exactly ANNOUNCEMENT_CLOSED_PATTERN,
 * else ''. The first cookie of that name counts, as nginx's `$cookie_…` reads it.
 */
export function announcementClosedOf(cookieHeader: string | undefined): string {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== ANNOUNCEMENT_CLOSED_COOKIE) continue;
    const value = pair.slice(equals + 1).trim();
    return CLOSED_VALUE.test(value) ? value : '';
  }
  return '';
}

/**
 * `slideFor(cookieHeader)`: the slide's HTML from the API for the visitor's closed cookie; '' when
 * the API has nothing to show (204) or is slow, down or answers anything else, unless a kept answer
 * can stand in.
 */
export function firstAnnouncementSource(
  options: ApiTextOptions,
): (cookieHeader: string | undefined) => Promise<string> {
  const slideOf = apiTextSource({
    ...options,
    urlOf: (base, closed) => `${base}${FIRST_ANNOUNCEMENT_API_PATH}?closed=${encodeURIComponent(closed)}`,
    textOf: (status, body) => (status === 204 ? '' : status === 200 ? body : undefined),
  });
  return async (cookieHeader) => (await slideOf(announcementClosedOf(cookieHeader))) ?? '';
}
