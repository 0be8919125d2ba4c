import fp from 'fastify-plugin';
import noticeDelivery from './delivery/delivery-plugin';
import noticeFeed from './notice-feed-plugin';

/**
 * What members are told (a slip checked, a purchase shipped…), stored per member in the
 * transaction of the change: any domain calls `recordNotice`; the member reads the list at
 * `/public/v1/notices` (the user menu), and an open page hears at once that there is more
 * (`/public/v1/notices/events`); each is then delivered on the channels outside the site the
 * member connected (`delivery/`).
 */
export default fp(
  async (app) => {
    await app.register(noticeDelivery);
    await app.register(noticeFeed);
  },
  { name: 'notices' },
);
