import webpush from 'web-push';
import type { FastifyInstance } from 'fastify';
import type { NoticeKind } from '@chokdee/shared-contract/schemas/notices';
import type {
  DeliveryChannel,
  DeliveryOutcome,
  OutgoingNotice,
} from '#api/notices/delivery/delivery-channel';
import type { VapidConfig } from '#api/config';
import { pushPayloadOf } from './push-payload';
import {
  deleteSubscription,
  hasSubscription,
  markDelivered,
  subscriptionsOf,
  type StoredSubscription,
} from './push-subscriptions-repository';

/** A notice older than this is not worth showing: the push service drops it if the browser stays offline. */
export const PUSH_TTL_SECONDS = 2 * 24 * 3600;
/** How long one push service may take to answer. */
export const PUSH_TIMEOUT_MS = 10_000;

/** A win or a refused slip is worth waking a phone for; the rest may wait for the phone's own rhythm. */
function urgencyOf(kind: NoticeKind): webpush.Urgency {
  return kind === 'win' || kind === 'slip-refused' ? 'high' : 'normal';
}

type SendResult = 'sent' | 'gone' | 'failed';

/**
 * The notices channel `push`: each of the member's browsers gets the notice through its push
 * service, signed with the site's VAPID key and encrypted for that browser (`web-push` does both;
 * the request itself goes out with `fetch`, which also reaches the http stand-in of the tests and
 * never follows a redirect). A subscription the service calls gone (404/410) is deleted.
 */
export function createPushChannel(app: FastifyInstance, vapid: () => Promise<VapidConfig>): DeliveryChannel {
  async function sendTo(
    subscription: StoredSubscription,
    payload: string,
    kind: NoticeKind,
  ): Promise<SendResult> {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: await vapid(),
        TTL: PUSH_TTL_SECONDS,
        urgency: urgencyOf(kind),
        contentEncoding: 'aes128gcm',
      },
    );
    let status: number;
    try {
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      status = answer.status;
      await answer.body?.cancel();
    } catch (error) {
      // The endpoint is a capability: the log names the subscription, never its address.
      app.log.warn({ subscription: subscription.id, err: (error as Error).message }, 'web push: no answer');
      return 'failed';
    }
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) return 'gone';
    app.log.warn({ subscription: subscription.id, status }, 'web push: refused');
    return 'failed';
  }

  return {
    name: 'push',
    reaches: (userId) => hasSubscription(app.db, userId),
    async deliver(notice: OutgoingNotice): Promise<DeliveryOutcome> {
      const subscriptions = await subscriptionsOf(app.db, notice.userId);
      const payload = pushPayloadOf(notice, app.config.siteUrl);
      const results = await Promise.all(
        subscriptions.map(async (subscription) => {
          const result = await sendTo(subscription, payload, notice.kind);
          if (result === 'sent') await markDelivered(app.db, subscription.id, app.now());
          if (result === 'gone') await deleteSubscription(app.db, subscription.id);
          return result;
        }),
      );
      // One browser shown it is a delivery: trying again would show it twice on that one.
      if (results.includes('sent')) return 'sent';
      if (!results.includes('failed')) return 'unreachable';
      throw new Error(`web push: no push service took notice ${notice.id}; try again later`);
    },
  };
}
