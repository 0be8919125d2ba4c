import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { requestSession } from '#api/auth/bearer-header';
import { HttpError } from '#api/lib/http-error';
import { operatorSessions, type OperatorSession } from './operator-sessions';

const sessions = new WeakMap<FastifyRequest, OperatorSession>();

/**
 * onRequest hook of the /truck/v1 calls: a live operator token, else 401 (a member's token is not
 * one: it is looked up in the operators' table only). Answers are never stored by a cache.
 */
export function operatorOnly(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const found = await requestSession(operatorSessions, app, request);
    if (!found) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, TRUCK_MESSAGES.loginRequired);
    }
    sessions.set(request, { tokenId: found.tokenId, ...found.subject });
  };
}

/** The operator behind a request that passed `operatorOnly`. */
export function operatorSession(request: FastifyRequest): OperatorSession {
  const session = sessions.get(request);
  if (!session) throw new Error('operatorSession read on a route without operatorOnly');
  return session;
}
