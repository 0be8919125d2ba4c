import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w api` turns schema changes into a new committed SQL migration in `drizzle/`.
 * Each domain keeps its tables in its own folder (`<domain>/*-tables.ts`), found by this glob, so a
 * new domain edits nothing here. New migrations are named by the time they were made, not by a
 * running number, so two branches never take the same name (the first ones keep `0000`–`0017`).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*-tables.ts',
  out: './drizzle',
  migrations: { prefix: 'timestamp' },
});
