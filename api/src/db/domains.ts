import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { inDependencyOrder } from '#api/lib/dependency-order';

/** `api/src/`: each folder with a `<folder>-plugin.ts` is a domain. */
export const SOURCE_DIR = path.resolve(__dirname, '..');

/** A domain folder, as found on disk: nothing central lists them. */
export interface DomainModule {
  /** The folder's name, which is also its plugin's `name`. */
  name: string;
  /** The domains it builds on (its plugin's `dependencies`): their seeds run first. */
  dependencies: readonly string[];
  /** Its Fastify plugin (made with `fastify-plugin`): where its listeners register. */
  plugin: FastifyPluginAsync;
  /** Its `domain-seed.ts`, if it has seed data. */
  seedFile: string | undefined;
  /** Its own migrations (`migrations/`, made by `DB_DOMAIN=<domain> npm run db:generate -w api`), if any. */
  migrationsDir: string | undefined;
  /** Its own URL folders (`routes/`, laid out like `api/src/routes/`), if any. */
  routesDir: string | undefined;
}

/** What `fastify-plugin` puts on a plugin it wraps. */
interface PluginMeta {
  name?: string;
  dependencies?: string[];
}

/** The file a domain's folder holds, as TypeScript (tsx, jest) or compiled JavaScript. */
function fileIn(folder: string, base: string): string | undefined {
  return ['.ts', '.js'].map((ext) => path.join(folder, base + ext)).find((file) => existsSync(file));
}

/** A domain's migrations folder: drizzle-kit's layout (SQL files and `meta/_journal.json`). */
export const DOMAIN_MIGRATIONS = 'migrations';

function folderIn(folder: string, name: string): string | undefined {
  const candidate = path.join(folder, name);
  return existsSync(candidate) ? candidate : undefined;
}

/**
 * Every domain under `dir`, each after the domains its plugin depends on (then in name order), so
 * seeds and plugins run in the same order everywhere. A plugin must be named after its folder.
 */
export async function findDomains(dir = SOURCE_DIR): Promise<DomainModule[]> {
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const found: DomainModule[] = [];
  for (const folder of folders) {
    const pluginFile = fileIn(path.join(dir, folder.name), `${folder.name}-plugin`);
    if (!pluginFile) continue;
    const plugin = ((await import(pluginFile)) as { default: FastifyPluginAsync }).default;
    const meta = (plugin as unknown as Record<symbol, PluginMeta | undefined>)[Symbol.for('plugin-meta')];
    if (meta?.name !== folder.name)
      throw new Error(`${pluginFile} must be a fastify-plugin named "${folder.name}"`);
    found.push({
      name: folder.name,
      dependencies: meta.dependencies ?? [],
      plugin,
      seedFile: fileIn(path.join(dir, folder.name), 'domain-seed'),
      migrationsDir: folderIn(path.join(dir, folder.name), DOMAIN_MIGRATIONS),
      routesDir: folderIn(path.join(dir, folder.name), 'routes'),
    });
  }
  return inDependencyOrder(found);
}
