import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import type { OutgoingNotice } from '#api/notices/delivery/delivery-channel';
import { LINE_MESSAGING_MESSAGES } from './line-messaging-messages';

/** Where a win's button goes: the member's safe, where the winning tickets are. */
export const SAFE_PATH = '/members/safe';
/** LINE's limit on `altText` (the chat list and the push notification). */
const ALT_TEXT_MAX = 400;
const BRAND_GREEN = '#06C755';

type FlexText = { type: 'text'; text: string } & Record<string, unknown>;

/** Only a path of this site is prefixed: anything else (`//host`, a full URL) falls back to the home page. */
function siteLink(siteUrl: string, link: string | null, fallback: string): string {
  const path = link && link.startsWith('/') && !link.startsWith('//') ? link : fallback;
  return `${siteUrl}${path}`;
}

/**
 * A notice as a LINE Flex message in Thai: the title, the date, the body one line a text (a win:
 * one line per winning ticket, the total last and bold), and a button to the site (a win: the safe).
 */
export function noticeFlexMessage(notice: OutgoingNotice, siteUrl: string) {
  const isWin = notice.kind === 'win';
  const lines = notice.body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const bodyTexts: FlexText[] = lines.map((text, index) => ({
    type: 'text',
    text,
    wrap: true,
    size: 'sm',
    margin: 'sm',
    ...(isWin && lines.length > 1 && index === lines.length - 1
      ? { weight: 'bold', color: BRAND_GREEN }
      : {}),
  }));
  const button = isWin
    ? { label: LINE_MESSAGING_MESSAGES.openSafe, uri: siteLink(siteUrl, notice.link, SAFE_PATH) }
    : { label: LINE_MESSAGING_MESSAGES.openNotice, uri: siteLink(siteUrl, notice.link, '/') };
  const altText = `${LINE_MESSAGING_MESSAGES.altTextPrefix}: ${notice.title}`.slice(0, ALT_TEXT_MAX);
  return {
    type: 'flex' as const,
    altText,
    contents: {
      type: 'bubble',
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          { type: 'text', text: notice.title, weight: 'bold', size: 'lg', wrap: true },
          {
            type: 'text',
            text: formatThaiDateLong(notice.createdAt),
            size: 'xs',
            color: '#888888',
            margin: 'sm',
          },
          ...(bodyTexts.length > 0 ? [{ type: 'separator', margin: 'md' }, ...bodyTexts] : []),
        ],
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          { type: 'button', style: 'primary', color: BRAND_GREEN, action: { type: 'uri', ...button } },
        ],
      },
    },
  };
}
