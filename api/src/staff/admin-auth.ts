import { SCRIPT_ACTOR } from '@chokdee/shared-contract/schemas/catalog-admin';
import type { onRequestAsyncHookHandler } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { presentedBearer, requestSession } from '#api/auth/bearer-header';
import { HttpError } from '#api/lib/http-error';
import { MESSAGES } from '#api/lib/messages';
import { staffSessions } from './staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who called an admin route: a staff username, or `ADMIN_TOKEN` for scripts. */
    adminActor?: string;
    /** The staff token's id when a staff member called (logout revokes it). */
    staffTokenId?: number;
    /** The staff account's id when a staff member called (its roles are checked by `staff-access`). */
    staffId?: number;
  }
}

/** The change log's name for calls made with the shared ADMIN_TOKEN (deploy scripts). */
export const ADMIN_TOKEN_ACTOR = SCRIPT_ACTOR;

/** Hash both sides first: equal lengths for `timingSafeEqual`, and no hint of the token's length. */
const digest = (value: string) => createHash('sha256').update(value).digest();

export function isAdminToken(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Guards the admin routes: `Authorization: Bearer <ADMIN_TOKEN>` (scripts) or a staff member's
 * token from the console's login (scope `admin`). Without a configured ADMIN_TOKEN and without a
 * staff token the admin API is off (503) rather than open.
 */
export function adminAuth(adminToken: string | undefined): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const found = await requestSession(staffSessions, request.server, request);
    if (found) {
      request.adminActor = found.subject.username;
      request.staffTokenId = found.tokenId;
      request.staffId = found.subject.id;
      return;
    }
    if (!adminToken) throw new HttpError(503, MESSAGES.adminDisabled);
    const presented = presentedBearer(request);
    if (!presented || !isAdminToken(presented, adminToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, MESSAGES.unauthorized);
    }
    request.adminActor = ADMIN_TOKEN_ACTOR;
  };
}
