import fp from 'fastify-plugin';
import { DeliveryChannels } from './delivery-channels';
import { startDeliveryWorker } from './delivery-worker';
import { NoticeQueue } from './notice-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ways out of the site (LINE, web push) notices are delivered on; each channel's domain adds its own. */
    noticeChannels: DeliveryChannels;
    /** The durable delivery queue (pg-boss in this database): `pending()` tells when all is delivered. */
    noticeQueue: NoticeQueue;
  }
}

/**
 * The queue between stored notices and the channels: installed at every start; its worker runs
 * in this process unless `NOTICE_WORKER=false`, once every domain has registered its channel.
 * On shutdown it stops fetching at once and gives deliveries under way the shutdown grace.
 */
export default fp(
  async (app) => {
    const settings = app.config.noticeDelivery;
    app.decorate('noticeChannels', new DeliveryChannels());
    const queue = await NoticeQueue.open(app.databaseHandle, settings, (error) =>
      app.log.error({ err: error }, 'notice queue error'),
    );
    app.decorate('noticeQueue', queue);
    let stopping: Promise<void> | undefined;
    const stop = () => (stopping ??= queue.stop(app.config.http.shutdownGraceMs));
    if (settings.worker)
      app.addHook('onReady', () =>
        startDeliveryWorker({
          queue,
          db: app.db,
          channels: app.noticeChannels,
          settings,
          log: app.log,
        }),
      );
    app.shutdownGate.onBegin(() => void stop());
    // Before the database closes: deliveries under way still write their outcome.
    app.addHook('preClose', stop);
  },
  { name: 'notice-delivery' },
);
