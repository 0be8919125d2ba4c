import type { FastifyBaseLogger } from 'fastify';
import type { LineMessagingConfig } from '#api/config';
import type { Executor } from '#api/db/client';
import type {
  DeliveryChannel,
  DeliveryOutcome,
  OutgoingNotice,
} from '#api/notices/delivery/delivery-channel';
import { lineLinkOf, setLineAccountFollowing } from './line-links-repository';
import { pushMessages } from './messaging-client';
import { noticeFlexMessage } from './notice-flex';
import { lineRetryKey } from './retry-key';

export interface LineChannelDeps {
  db: Executor;
  config: LineMessagingConfig;
  siteUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Notices pushed to the member's LINE by the Official Account, as Thai Flex messages. Reaches a
 * member with a linked LINE account who follows the Official Account.
 */
export function lineDeliveryChannel(deps: LineChannelDeps): DeliveryChannel {
  return {
    name: 'line',
    async reaches(userId) {
      const link = await lineLinkOf(deps.db, userId);
      return Boolean(link?.lineUserId && link.following);
    },
    async deliver(notice: OutgoingNotice): Promise<DeliveryOutcome> {
      const link = await lineLinkOf(deps.db, notice.userId);
      if (!link?.lineUserId || !link.following) return 'unreachable';
      const outcome = await pushMessages(deps.config, {
        to: link.lineUserId,
        retryKey: lineRetryKey(notice.id),
        messages: [noticeFlexMessage(notice, deps.siteUrl)],
      });
      if (outcome === 'unreachable') {
        // LINE says this account cannot get our messages (blocked, unfollowed): as an unfollow would.
        await setLineAccountFollowing(deps.db, link.lineUserId, false, deps.now());
        deps.log.info({ noticeId: notice.id }, 'LINE member unreachable: notices on LINE stopped');
        return 'unreachable';
      }
      return 'sent';
    },
  };
}
