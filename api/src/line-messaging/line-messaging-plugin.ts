import fp from 'fastify-plugin';
import { lineDeliveryChannel } from './line-delivery-channel';
import { isLineMessagingEnabled } from './line-messaging-enabled';

/**
 * Notices on LINE: members link their LINE account and follow the site's Official Account
 * (`routes/public/v1/line-notification`), LINE's webhook tells of unfollows, and the `line`
 * delivery channel pushes notices as Flex messages. Not configured: no channel is registered.
 */
export default fp(
  async (app) => {
    if (!isLineMessagingEnabled(app.config)) return;
    app.noticeChannels.add(
      lineDeliveryChannel({
        db: app.db,
        config: app.config.lineMessaging,
        siteUrl: app.config.siteUrl,
        now: () => app.now(),
        log: app.log,
      }),
    );
  },
  { name: 'line-messaging', dependencies: ['notices'] },
);
