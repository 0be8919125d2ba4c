// `npm run new-domain -- <name> [--no-migration]`: a new API domain, `api/src/<name>/`, in one
// folder: its plugin, a table with its own migration, a seed, a repository, a public route in its own
// `routes/` and a test of that route against the real API on PGlite. Nothing else in the repository
// changes. docs/adding-a-remote.md §8 goes on from there.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { ROOT_DIR } from './apps';

export interface NewDomainOptions {
  name: string;
  /** The checkout to add it to (the repository by default; a clone in the test). */
  root?: string;
  /** Generate its first migration with drizzle-kit (default true). */
  migration?: boolean;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const USAGE = 'ใช้: npm run new-domain -- <ชื่อ> [--no-migration]';

/** `amulet-shop` is a domain's name; anything else is refused with the reason. */
export function domainSlug(name: string): string {
  if (!NAME.test(name) || name.length > 30) {
    throw new Error(`ชื่อโดเมน "${name}" ใช้ไม่ได้: ใช้ตัวอักษรเล็ก ตัวเลข และ - เช่น amulet-shop`);
  }
  return name;
}

const snake = (slug: string) => slug.replace(/-/g, '_');
const camel = (slug: string) => slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The files of a new domain, relative to `api/src/<slug>/`. */
export function domainFiles(slug: string): Record<string, string> {
  const table = `${snake(slug)}_notes`;
  const tableVar = `${camel(slug)}Notes`;
  return {
    [`${slug}-plugin.ts`]: `import fp from 'fastify-plugin';

/** The ${slug} domain: its tables, seed, routes (\`routes/\`) and listeners, in this folder. */
export default fp(async () => {}, { name: '${slug}' });
`,
    [`${slug}-tables.ts`]: `import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '#api/db/columns';

/** A first table; \`DB_DOMAIN=${slug} npm run db:generate -w api\` makes its migration in \`migrations/\`. */
export const ${tableVar} = pgTable('${table}', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  ...timestamps,
});
`,
    'domain-seed.ts': `import type { DomainSeed } from '#api/db/seed/domain-seed';
import { ${tableVar} } from './${slug}-tables';

/** Demo rows for \`npm start\` and the tests; inserts only what is missing. */
export const domainSeed: DomainSeed = {
  async demo(tx) {
    const inserted = await tx
      .insert(${tableVar})
      .values([{ code: 'WELCOME', title: 'ยินดีต้อนรับ' }])
      .onConflictDoNothing()
      .returning({ id: ${tableVar}.id });
    return { counts: { ${camel(slug)}Notes: inserted.length } };
  },
};
`,
    [`${slug}-repository.ts`]: `import { asc } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { ${tableVar} } from './${slug}-tables';

export function listNotes(db: Executor) {
  return db
    .select({ code: ${tableVar}.code, title: ${tableVar}.title })
    .from(${tableVar})
    .orderBy(asc(${tableVar}.id));
}
`,
    [`routes/public/v1/${slug}/index.ts`]: `import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listNotes } from '#api/${slug}/${slug}-repository';

/** The answer's shape. When a remote reads it, it moves to the kernel's contract (\`shared-contract/src/schemas/\`). */
const NotesSchema = z.object({ data: z.array(z.object({ code: z.string(), title: z.string() })) });

/** \`GET /public/v1/${slug}\`: open to visitors. */
const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: NotesSchema, 400: ApiErrorSchema } } }, async () => ({
    data: await listNotes(app.db),
  }));
};

export default notesRoutes;
`,
    [`${slug}.test.ts`]: `import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#api/test/build-test-app';

describe('the ${slug} domain', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  test('its table is migrated and seeded, and its route serves it', async () => {
    const answer = await app.inject('/public/v1/${slug}');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: [{ code: 'WELCOME', title: 'ยินดีต้อนรับ' }] });
  });
});
`,
  };
}

export async function newDomain({
  name,
  root = ROOT_DIR,
  migration = true,
}: NewDomainOptions): Promise<string> {
  const slug = domainSlug(name);
  const dir = path.join(root, 'api', 'src', slug);
  if (existsSync(dir)) throw new Error(`api/src/${slug} มีอยู่แล้ว`);
  for (const [file, content] of Object.entries(domainFiles(slug))) {
    const filepath = path.join(dir, file);
    const options = (await prettier.resolveConfig(filepath)) ?? {};
    mkdirSync(path.dirname(filepath), { recursive: true });
    writeFileSync(filepath, await prettier.format(content, { ...options, filepath }));
  }
  if (migration) {
    // Its own migrations folder: the domain's first migration and journal, made by drizzle-kit.
    const result = spawnSync('npx', ['drizzle-kit', 'generate', '--name', `${snake(slug)}_first`], {
      cwd: path.join(root, 'api'),
      env: { ...process.env, DB_DOMAIN: slug },
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('drizzle-kit generate ไม่สำเร็จ');
  }
  return `api/src/${slug}`;
}

export function newDomainArgs(argv: readonly string[]): NewDomainOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { 'no-migration': { type: 'boolean' } },
    });
  } catch {
    throw new Error(USAGE);
  }
  const [name] = parsed.positionals;
  if (!name || parsed.positionals.length > 1) throw new Error(USAGE);
  return { name, migration: !parsed.values['no-migration'] };
}

async function main(): Promise<void> {
  try {
    const dir = await newDomain(newDomainArgs(process.argv.slice(2)));
    console.log(`สร้าง ${dir} แล้ว
ต่อไป: npx jest ${dir} --selectProjects api   # ทดสอบเส้นทาง /public/v1/... กับฐานข้อมูล PGlite
อ่านต่อ: docs/adding-a-remote.md (ส่วนที่ 8)`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (require.main === module) void main();
