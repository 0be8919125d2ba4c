// zod/mini: the member's profile reads these in a lazy chunk; mini keeps classic zod out of it.
import { z } from 'zod/mini';

/** `GET /public/v1/web-push/key`: the site's VAPID public key, what `pushManager.subscribe` takes. */
export const WebPushKeySchema = z.object({
  data: z.object({ public_key: z.string() }),
});

/** A base64url text (no padding) that decodes to exactly `bytes` bytes. */
const base64urlOf = (bytes: number, message: string) =>
  z.string().check(z.length(Math.ceil((bytes * 4) / 3), message), z.regex(/^[A-Za-z0-9_-]+$/, message));

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: where the push service
 * takes messages for it, and the keys the messages are encrypted with (an uncompressed P-256
 * point and a 16-byte secret). Whether the address may be used is the API's to say (https, the
 * known push services in production).
 */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z
    .string()
    .check(z.minLength(1, 'ไม่พบที่อยู่สำหรับส่งการแจ้งเตือน'), z.maxLength(2048, 'ที่อยู่สำหรับส่งการแจ้งเตือนยาวเกินไป')),
  keys: z.object({
    p256dh: base64urlOf(65, 'กุญแจของเบราว์เซอร์ไม่ถูกต้อง'),
    auth: base64urlOf(16, 'กุญแจของเบราว์เซอร์ไม่ถูกต้อง'),
  }),
});

/** `DELETE …/subscriptions`: the browser that turns push off names its own subscription. */
export const PushUnsubscribeBodySchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(2048)),
});

/** What a push message carries to the site's service worker (JSON, encrypted by the push service's rules). */
export const PushPayloadSchema = z.object({
  notice_id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** An absolute URL on the site; the worker opens only its own origin. */
  link: z.nullable(z.string()),
});

export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;
export type PushPayload = z.infer<typeof PushPayloadSchema>;
