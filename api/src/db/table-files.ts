import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SOURCE_DIR } from './domains';

/**
 * A file of tables: `<domain>/<name>-tables.ts` (or its compiled `.js`). drizzle-kit finds the same
 * files by the glob in `drizzle.config.ts`, so a domain's tables live in its own folder and no list
 * names them.
 */
export const TABLE_FILE = /-tables\.(ts|js)$/;

/** Every table file under `dir` (all of `api/src/` by default), as absolute paths in name order. */
export function findTableFiles(dir = SOURCE_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => TABLE_FILE.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file))
    .sort();
}
