import fp from 'fastify-plugin';
import type { VapidConfig } from '#api/config';
import { HttpError } from '#api/lib/http-error';
import { createPushChannel } from './push-channel';
import { loadVapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's VAPID identity (configured, or made once and kept in the database); a Thai 503 when push is off. */
    vapidKeys: () => Promise<VapidConfig>;
  }
}

const PUSH_OFF = 'ระบบยังไม่เปิดการแจ้งเตือนบนเบราว์เซอร์';

/**
 * Web push: members' browsers subscribe (`/public/v1/web-push/subscriptions`) with the site's
 * public key (`/public/v1/web-push/key`), and the notices channel `push` sends them each notice.
 * The key pair is read once, at the first use (after the migrations, in whichever process).
 * Production never makes a key of its own: without VAPID_* it runs with push off.
 */
export default fp(
  async (app) => {
    if (!app.config.vapid && app.config.nodeEnv === 'production') {
      app.log.warn(
        'web push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to turn it on',
      );
      app.decorate('vapidKeys', () => Promise.reject(new HttpError(503, PUSH_OFF)));
      return;
    }
    let keys: Promise<VapidConfig> | undefined;
    const vapidKeys = () => {
      keys ??= loadVapidKeys(app.db, app.config.vapid).catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
      return keys;
    };
    app.decorate('vapidKeys', vapidKeys);
    app.noticeChannels.add(createPushChannel(app, vapidKeys));
  },
  { name: 'web-push', dependencies: ['notices'] },
);
