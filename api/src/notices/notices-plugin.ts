import fp from 'fastify-plugin';
import { DeliveryChannels } from './delivery/delivery-channels';
import noticeFeed from './notice-feed-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ways out of the site (LINE, web push) notices are delivered on; each channel's domain adds its own. */
    noticeChannels: DeliveryChannels;
  }
}

/**
 * What members are told (a slip checked, a purchase shipped…), stored per member in the
 * transaction of the change: any domain calls `recordNotice`; the member reads the list at
 * `/public/v1/notices` (the user menu), and an open page hears at once that there is more
 * (`/public/v1/notices/events`).
 */
export default fp(
  async (app) => {
    app.decorate('noticeChannels', new DeliveryChannels());
    await app.register(noticeFeed);
  },
  { name: 'notices' },
);
