import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '#api/lib/messages';
import { sendServiceUnavailable } from '#api/lib/service-unavailable';

/** A database that has not answered `SELECT 1` within this is as good as unreachable. */
const DATABASE_CHECK_MS = 2_000;

/**
 * Readiness, for load balancers and the deploy's health checks: 200 when this process can serve,
 * 503 in Thai when its database does not answer (or, through `plugins/shutdown-gate.ts`, while it
 * shuts down). Liveness is `/health/live`.
 */
const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        response: { 200: dataEnvelope(z.object({ status: z.literal('ready') })), 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await withinMs(app.db.execute(sql`SELECT 1`), DATABASE_CHECK_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
        return sendServiceUnavailable(reply, MESSAGES.databaseUnavailable, 5);
      }
      return { data: { status: 'ready' as const } };
    },
  );
};

function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export default readyRoutes;
