import { rolesAllow, STAFF_ROLE_MESSAGES, STAFF_ROLES } from '@chokdee/shared-contract/schemas/staff-roles';
import type { onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '#api/lib/http-error';
import { rolesFor } from './admin-url-roles';
import { rolesOf } from './staff-roles-repository';

/**
 * Runs after the staff domain's login check (`adminAuth`): a staff member's roles, read on every
 * call so a revoked role stops at once, must include one the URL allows (`admin-url-roles.ts`).
 * The deploy scripts' ADMIN_TOKEN acts as an owner.
 */
export function staffRoleGuard(): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.staffId === undefined) {
      request.staffRoles = [...STAFF_ROLES];
      return;
    }
    const roles = await rolesOf(request.server.db, request.staffId);
    request.staffRoles = roles;
    const needed = rolesFor(request.method, request.routeOptions.url ?? request.url);
    if (needed !== 'any' && !rolesAllow(roles, needed))
      throw new HttpError(403, STAFF_ROLE_MESSAGES.forbidden);
  };
}
