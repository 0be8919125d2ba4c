import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#api/config';
import type { Database, DatabaseHandle } from '#api/db/client';
import type { Clock } from '#api/lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle on PGlite or PostgreSQL: routes pass it to the repositories. */
    db: Database;
    config: AppConfig;
    /** "Now" for sale windows and campaigns; fixed in tests. */
    now: Clock;
    /** The driver under `db`: for what needs a connection of its own (the stock listener). */
    databaseHandle: DatabaseHandle;
  }
}

/** Decorates the root instance, so every route plugin sees the same services. */
export function decorateAppContext(
  app: FastifyInstance,
  context: { database: DatabaseHandle; config: AppConfig; now: Clock },
) {
  app.decorate('db', context.database.db);
  // A getter: the handle is a union of drivers, which `decorate`'s value form cannot take.
  app.decorate('databaseHandle', { getter: () => context.database });
  app.decorate('config', context.config);
  app.decorate('now', context.now);
}
