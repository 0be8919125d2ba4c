import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w api` turns schema changes into a new committed SQL migration in `drizzle/`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './drizzle',
});
