import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w api` turns schema changes into a new committed SQL migration.
 * Each domain keeps its tables in its own folder (`<domain>/*-tables.ts`), so no list names them.
 * - A domain with a `migrations/` folder of its own (every domain made by `npm run new-domain`)
 *   generates there: `DB_DOMAIN=<domain> npm run db:generate -w api`. Its journal is its own, so
 *   two branches adding domains never meet in a generated file.
 * - Every other table belongs to the central folder, `drizzle/`, whose migrations are named by the
 *   time they were made (the first ones keep `0000`–`0017`).
 */
/** `api/src`, as drizzle-kit wants it: relative to where it runs. */
const SOURCE = path.relative(process.cwd(), path.join(__dirname, 'src')) || '.';
const DOMAIN = process.env.DB_DOMAIN;
const TABLE_FILE = /-tables\.ts$/;

const ownsMigrations = (domain: string) => existsSync(path.join(SOURCE, domain, 'migrations'));

function tableFiles(under: string): string[] {
  return readdirSync(under, { recursive: true, encoding: 'utf8' })
    .filter((file) => TABLE_FILE.test(file))
    .map((file) => path.join(under, file));
}

function centralTableFiles(): string[] {
  return tableFiles(SOURCE).filter(
    (file) => !ownsMigrations(path.relative(SOURCE, file).split(path.sep)[0]!),
  );
}

if (DOMAIN !== undefined && !/^[a-z][a-z0-9-]*$/.test(DOMAIN))
  throw new Error(`DB_DOMAIN: no domain "${DOMAIN}"`);

export default defineConfig(
  DOMAIN
    ? {
        dialect: 'postgresql',
        schema: tableFiles(path.join(SOURCE, DOMAIN)),
        out: path.join(SOURCE, DOMAIN, 'migrations'),
        migrations: { prefix: 'timestamp' },
      }
    : {
        dialect: 'postgresql',
        schema: centralTableFiles(),
        out: './drizzle',
        migrations: { prefix: 'timestamp' },
      },
);
