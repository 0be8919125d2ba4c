import { TRUCK_MESSAGES } from '@chokdee/shared-kernel/schemas/truck';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { bearerToken } from '#api/auth/sessions';
import { HttpError } from '#api/lib/http-error';
import { resolveOperatorToken, type OperatorSession } from './operator-sessions';

const sessions = new WeakMap<FastifyRequest, OperatorSession>();

/**
 * onRequest hook of the /truck/v1 calls: a live operator token, else 401 (a member's token is not
 * one: it is looked up in the operators' table only). Never cached.
 */
export function operatorOnly(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const token = bearerToken(request.headers.authorization);
    const session = token ? await resolveOperatorToken(app.db, app.config, app.now(), token) : undefined;
    if (!session) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, TRUCK_MESSAGES.loginRequired);
    }
    sessions.set(request, session);
  };
}

/** The operator behind a request that passed `operatorOnly`. */
export function operatorSession(request: FastifyRequest): OperatorSession {
  const session = sessions.get(request);
  if (!session) throw new Error('operatorSession read on a route without operatorOnly');
  return session;
}
