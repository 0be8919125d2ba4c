import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w api` turns schema changes into a new committed SQL migration in `drizzle/`.
 * Each domain keeps its tables in its own folder (`<domain>/*-tables.ts`), found by this glob, so a
 * new domain edits nothing here.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*-tables.ts',
  out: './drizzle',
});
