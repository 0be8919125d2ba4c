import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SharedCachePolicy {
  /** How long nginx or a CDN serves its copy without asking (seconds). */
  sMaxAge: number;
  /** How long after that it may still serve the old copy while it fetches the new one (seconds). */
  staleWhileRevalidate: number;
}

/**
 * Public reads everyone gets alike (results, draws, page heads). On a draw's afternoon every
 * visitor asks for the same answers within minutes: a shared cache that keeps each answer 10 s
 * turns thousands of requests a second into one per URL every 10 s, while a newly imported
 * result is seen by everyone within about 10 s. For a further 60 s a stale copy may be served
 * while the cache fetches the new one, so a slow or restarting API is not felt during the spike.
 * Browsers keep nothing (`max-age=0`): they revalidate every time, cheaply, with the ETag.
 */
export const PUBLIC_READ_CACHE: SharedCachePolicy = { sMaxAge: 10, staleWhileRevalidate: 60 };

/** A strong validator of the exact bytes: the body changes, the tag changes. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match as RFC 9110 reads it: `*`, or a list of tags compared weakly (W/ ignored). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * An `onSend` hook for a public GET route whose answer depends on nothing of the caller (no
 * cookie, no Authorization, no x-user-ref): a 200 gets a strong ETag of its body and
 * `Cache-Control: public, max-age=0, s-maxage, stale-while-revalidate`; a request that already has
 * that body (If-None-Match) gets a 304 with none. Put it in the route's own options (`onSend:`):
 * route hooks run before the compression plugin's, so the tag is of the uncompressed body, the
 * same whichever encoding a client asked for (the compression plugin adds `Vary: Accept-Encoding`).
 * Errors, and an answer that sets a cookie, are left as they are.
 */
export function sharedCache(policy: SharedCachePolicy = PUBLIC_READ_CACHE) {
  const cacheControl = `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
  return async function sharedCacheOnSend(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    reply.header('cache-control', cacheControl);
    if (!noneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return null;
  };
}
