import type { PushPayload } from '@chokdee/shared-contract/schemas/web-push';
import type { OutgoingNotice } from '#api/notices/delivery/delivery-channel';

/**
 * A push message holds at most 4 KB once encrypted (RFC 8291's one record); Thai takes 3 bytes a
 * letter in UTF-8, so a long body (a win on many tickets) is cut to fit, ending with '…'. The
 * whole text stays in the site's notice list.
 */
export const MAX_PAYLOAD_BYTES = 3000;

/** What the site's service worker shows: the notice, its link made absolute on the site. */
export function pushPayloadOf(notice: OutgoingNotice, siteUrl: string): string {
  const payload: PushPayload = {
    notice_id: notice.id,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: notice.link === null ? null : new URL(notice.link, `${siteUrl}/`).href,
  };
  const withBody = (body: string) => JSON.stringify({ ...payload, body });
  const fits = (text: string) => Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES;
  if (fits(withBody(notice.body))) return withBody(notice.body);
  // Whole letters only (never half a UTF-8 sequence), a tenth at a time.
  let letters = [...notice.body];
  while (letters.length > 0 && !fits(withBody(`${letters.join('')}…`))) {
    letters = letters.slice(0, -Math.max(1, Math.floor(letters.length / 10)));
  }
  return withBody(`${letters.join('')}…`);
}
