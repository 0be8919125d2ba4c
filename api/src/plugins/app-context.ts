import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#api/config';
import type { Database } from '#api/db/client';
import type { Clock } from '#api/lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle on PGlite or PostgreSQL: routes pass it to the repositories. */
    db: Database;
    config: AppConfig;
    /** "Now" for sale windows and campaigns; fixed in tests. */
    now: Clock;
  }
}

/** Decorates the root instance, so every route plugin sees the same services. */
export function decorateAppContext(
  app: FastifyInstance,
  context: { db: Database; config: AppConfig; now: Clock },
) {
  app.decorate('db', context.db);
  app.decorate('config', context.config);
  app.decorate('now', context.now);
}
