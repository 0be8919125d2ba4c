import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_ENV, writeTemplate } from './pglite-template';

/** Jest global setup of the api project: one migrated, seeded PGlite snapshot for the whole run. */
export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chokdee-api-test-'));
  const file = path.join(dir, 'pglite.tar');
  await writeTemplate(file);
  process.env[TEMPLATE_ENV] = file;
}
