import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserRow } from '#api/auth/auth-tables';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { requestSession } from '#api/auth/bearer-header';
import { memberSessions } from '#api/auth/sessions';
import { HttpError } from '#api/lib/http-error';

/** The member behind the request's bearer token. */
export interface AuthenticatedUser {
  id: number;
  ref: string;
  tel: string | null;
  loginProvider: UserRow['login_provider'];
  /** What `buyerOnly` checks; from the token cache, so at most its TTL old in another process. */
  verifiedOtpId: number | null;
  dateOfBirth: string | null;
  /** The token used, so logout revokes exactly this session. */
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler (or onRequest) of member routes: 401 'กรุณาเข้าสู่ระบบ' without a live bearer
     * token, else sets `request.user`. Usage: `app.get('/', { preHandler: app.authenticate }, …)`.
     */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The member; reading it on a route without `app.authenticate` throws a 401. */
    readonly user: AuthenticatedUser;
  }
}

const users = new WeakMap<FastifyRequest, AuthenticatedUser>();

export function unauthorized(): HttpError {
  return new HttpError(401, AUTH_API_MESSAGES.loginRequired);
}

/** The member if the request carries a live token, else null (routes open to both). */
export async function optionalUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthenticatedUser | null> {
  const known = users.get(request);
  if (known) return known;
  const found = await requestSession(memberSessions, app, request);
  if (!found) return null;
  const { subject } = found;
  const user: AuthenticatedUser = {
    id: subject.id,
    ref: subject.ref,
    tel: subject.tel,
    loginProvider: subject.login_provider,
    verifiedOtpId: subject.verified_otp_id,
    dateOfBirth: subject.date_of_birth,
    tokenId: found.tokenId,
  };
  users.set(request, user);
  return user;
}

/** Registers `app.authenticate` and `request.user`; call before the routes that use them. */
export function registerAuthenticate(app: FastifyInstance) {
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = users.get(this);
      if (!user) throw unauthorized();
      return user;
    },
  });
  const authenticate: preHandlerAsyncHookHandler = async (request, reply) => {
    const user = await optionalUser(app, request);
    if (!user) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
  };
  app.decorate('authenticate', authenticate);
}
