import { NOTICE_CHANNELS } from '@chokdee/shared-contract/schemas/notice-preferences';
import type { NoticeKind } from '@chokdee/shared-contract/schemas/notices';

/** The channels outside the site a notice can travel on (the kernel's list: members choose them). */
export const DELIVERY_CHANNEL_NAMES = NOTICE_CHANNELS;
export type DeliveryChannelName = (typeof DELIVERY_CHANNEL_NAMES)[number];

/** One stored notice on its way to a member through a channel outside the site. */
export interface OutgoingNotice {
  /** The stored notice's id: with the channel's name, what makes a delivery happen once. */
  id: number;
  userId: number;
  kind: NoticeKind;
  /** One Thai line. */
  title: string;
  /** More detail; for a win, one line per winning ticket, then the total. */
  body: string;
  /** A same-site path (the site's own address is the channel's to prefix). */
  link: string | null;
  createdAt: Date;
}

/**
 * What a channel did with a notice. `unreachable`: the member cannot be reached on it any more
 * (unlinked, unfollowed, the push subscription expired) and trying again would not help. A
 * delivery that throws is tried again later, with back-off.
 */
export type DeliveryOutcome = 'sent' | 'unreachable';

/**
 * A way out of the site for notices (LINE, web push). Each channel's domain registers one with
 * `app.noticeChannels.add(channel)`; the notices queue asks `reaches` before queueing a delivery
 * and calls `deliver` from its worker.
 */
export interface DeliveryChannel {
  readonly name: DeliveryChannelName;
  /** Whether the member has connected this channel (linked LINE and following, a push subscription). */
  reaches(userId: number): Promise<boolean>;
  deliver(notice: OutgoingNotice): Promise<DeliveryOutcome>;
}
