import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BearerSession, BearerSessions } from './bearer-sessions';

const presented = new WeakMap<FastifyRequest, string | null>();

/**
 * The request's `Authorization: Bearer <token>`, else undefined: parsed here once per request,
 * however many guards read it (the admin guard tries a staff session, then `ADMIN_TOKEN`).
 */
export function presentedBearer(request: FastifyRequest): string | undefined {
  let token = presented.get(request);
  if (token === undefined) {
    token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
    presented.set(request, token);
  }
  return token ?? undefined;
}

/** The live session of this kind behind the request's bearer token, else undefined. */
export async function requestSession<S>(
  sessions: BearerSessions<S>,
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<BearerSession<S> | undefined> {
  const token = presentedBearer(request);
  if (!token) return undefined;
  return sessions.verify(app.db, app.config, app.now(), token);
}
