import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { setLineAccountFollowing } from '#api/line-messaging/line-links-repository';
import { isLineMessagingEnabled } from '#api/line-messaging/line-messaging-enabled';
import { LINE_MESSAGING_MESSAGES as M } from '#api/line-messaging/line-messaging-messages';
import { isLineSignatureValid } from '#api/line-messaging/webhook-signature';

/** The events this site acts on; LINE sends many more kinds, which are acknowledged and ignored. */
const WebhookBodySchema = z.object({
  events: z.array(
    z.looseObject({
      type: z.string(),
      source: z.looseObject({ userId: z.string().max(100).optional() }).optional(),
    }),
  ),
});

/**
 * `POST /public/v1/line-notification/webhook`: LINE's webhook for the Official Account. The
 * signature is checked over the body's raw bytes, so this folder reads JSON as a Buffer and keeps it
 * beside the parsed body. `unfollow` (blocked) stops the member's LINE notices; `follow` starts them
 * again for a member whose LINE account is linked.
 */
const lineWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    rawBodies.set(request, body);
    try {
      done(null, JSON.parse(body.toString('utf8')));
    } catch {
      // Judged after the signature: a stranger's bytes get the 401, not a parse error.
      done(null, null);
    }
  });

  const secret = app.config.lineMessaging.channelSecret;
  const enabled = isLineMessagingEnabled(app.config);

  app.post(
    '/',
    {
      schema: { response: { 200: z.null(), 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema } },
    },
    async (request, reply) => {
      if (!enabled || !secret) throw new HttpError(404, M.disabled);
      const raw = rawBodies.get(request);
      const signature = request.headers['x-line-signature'];
      if (!raw || typeof signature !== 'string' || !isLineSignatureValid(raw, signature, secret)) {
        throw new HttpError(401, M.badSignature);
      }
      const parsed = WebhookBodySchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, M.badWebhookBody);
      const now = app.now();
      for (const event of parsed.data.events) {
        const lineUserId = event.source?.userId;
        if (!lineUserId || (event.type !== 'follow' && event.type !== 'unfollow')) continue;
        await setLineAccountFollowing(app.db, lineUserId, event.type === 'follow', now);
      }
      return reply.code(200).send(null);
    },
  );
};

export default lineWebhookRoutes;
