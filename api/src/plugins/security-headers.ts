import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Nothing the API answers is a page: no script, style, frame or form of any kind. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";
/** The API needs none of these browser features, and no page of another site may ask for them through it. */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';
const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
  },
  frameguard: { action: 'deny' },
  hsts: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * The headers @fastify/helmet writes with these options, read once from a throwaway server. The
 * plugin itself builds helmet's whole middleware again on every request (parsing the CSP
 * directives each time: 2 % of the API's CPU under bench/reserve-throughput.ts); the options are
 * fixed, so the headers are too.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  let headers: Record<string, string> = {};
  probe.get('/', (_request, reply) => {
    // helmet writes on the raw response; Fastify's own headers are not there yet.
    headers = Object.fromEntries(
      Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    return reply.send('');
  });
  await probe.inject({ url: '/' });
  await probe.close();
  if (!headers['content-security-policy']) throw new Error('helmet wrote no Content-Security-Policy');
  return headers;
}

/**
 * Security headers on every answer of the API (helmet's maintained set with the current advice,
 * e.g. `X-XSS-Protection: 0`): `nosniff`, `Referrer-Policy: no-referrer`, `X-Frame-Options: DENY`,
 * a CSP that allows nothing (pictures and slips set their own with `reply.header`, which replaces
 * these), plus a `Permissions-Policy`. HSTS only on requests that came over TLS
 * (`request.protocol`, which reads `X-Forwarded-Proto` only from a proxy named in TRUST_PROXY):
 * over plain HTTP a browser ignores it, and a development machine must not be pinned to HTTPS.
 * Register before the other hooks, so refusals carry the headers too.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = { ...(await helmetHeaders(HELMET_OPTIONS)), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
