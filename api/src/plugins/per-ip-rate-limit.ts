import { HttpError } from '#api/lib/http-error';

/**
 * A route's `config.rateLimit` for @fastify/rate-limit (registered with `global: false`): at most
 * `max` requests per IP in `windowMs`, then a Thai 429 in the API's error shape. Counted before
 * the body is read, so a flood costs little; the counts live in the database (`rate-limit-store.ts`).
 */
export function perIpRateLimit(max: number, windowMs: number, message: string) {
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      errorResponseBuilder: () => new HttpError(429, message),
    },
  };
}
