import fp from 'fastify-plugin';
import { openChannelListener } from '#api/db/channel-listener';
import { EventStreams } from '#api/lib/event-streams';
import { memberOfNotice, NOTICE_CHANNEL } from './notice-channel';

declare module 'fastify' {
  interface FastifyInstance {
    /** The members' open pages in this process, by member id (`GET /public/v1/notices/events`). */
    noticeStreams: EventStreams;
  }
}

/** What a page hears: "read your notices again"; the list itself comes over the usual call. */
export const NOTICE_EVENT = 'notice';

/**
 * The members' notice streams: one listener on the notices channel per process, passed on to the
 * member's pages open here. A stream carries no notice text, only the prompt to read the list,
 * so a missed prompt costs at most the page's own periodic read.
 */
export default fp(
  async (app) => {
    const streams = new EventStreams({ maxPerIp: 8, heartbeatMs: 15_000 });
    app.decorate('noticeStreams', streams);
    const listener = await openChannelListener(
      app.databaseHandle,
      app.config.databaseUrl,
      NOTICE_CHANNEL,
      app.log,
      {
        onNotice: (payload) => {
          const member = memberOfNotice(payload);
          if (member !== null) streams.send(String(member), NOTICE_EVENT, {});
        },
        // Prompts sent while the connection was down are lost: every open page reads its list.
        onResumed: () => {
          for (const member of streams.watchedKeys()) streams.send(member, NOTICE_EVENT, {});
        },
      },
    );
    app.shutdownGate.onBegin(() => streams.endAll());
    app.addHook('preClose', async () => streams.endAll());
    app.addHook('onClose', () => listener.close());
  },
  { name: 'notice-feed' },
);
