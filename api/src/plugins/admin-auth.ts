import type { onRequestAsyncHookHandler } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '#api/lib/http-error';
import { MESSAGES } from '#api/lib/messages';

/** Hash both sides first: equal lengths for `timingSafeEqual`, and no hint of the token's length. */
const digest = (value: string) => createHash('sha256').update(value).digest();

export function isAdminToken(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Guards the admin routes with `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured token
 * the admin API is off (503) rather than open.
 */
export function adminAuth(adminToken: string | undefined): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (!adminToken) throw new HttpError(503, MESSAGES.adminDisabled);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !isAdminToken(match[1], adminToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, MESSAGES.unauthorized);
    }
  };
}
