import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Nothing the API answers is a page: no script, style, frame or form of any kind. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";
/** The API needs none of these browser features, and no page of another site may ask for them through it. */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer of the API (@fastify/helmet: a maintained set with the current
 * advice, e.g. `X-XSS-Protection: 0`, and per-route overrides): `nosniff`, `Referrer-Policy:
 * no-referrer`, `X-Frame-Options: DENY`, a CSP that allows nothing (pictures and slips set their
 * own), plus a `Permissions-Policy`. HSTS only on requests that came over TLS (`request.protocol`,
 * which reads `X-Forwarded-Proto` only from a proxy named in TRUST_PROXY): over plain HTTP a
 * browser ignores it, and a development machine must not be pinned to HTTPS. Register before the
 * other hooks, so refusals carry the headers too.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
    },
    frameguard: { action: 'deny' },
    hsts: false,
    // Pictures say `cross-origin` themselves; JSON is read through CORS, which this does not affect.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
