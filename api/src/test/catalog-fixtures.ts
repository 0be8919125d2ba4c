import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RemoteRouteSchema } from '@chokdee/shared-contract/schemas/catalog';
import { z } from 'zod';
import { upsertRemote } from '#api/catalog/remotes-repository';
import type { Executor } from '#api/db/client';
import { TEST_NOW } from './build-test-app';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Registers a remote as its deploy does: its routes read from the app's own `catalog.json`. */
export async function registerRemoteCatalog(
  db: Executor,
  app: { folder: string; name: string; entry: string },
): Promise<void> {
  const catalog = JSON.parse(readFileSync(path.join(repoRoot, app.folder, 'catalog.json'), 'utf8')) as {
    routes: unknown[];
  };
  await upsertRemote(
    db,
    {
      name: app.name,
      entry: app.entry,
      version: '1.0.0',
      routes: z.array(RemoteRouteSchema).parse(catalog.routes),
      widgets: [],
    },
    TEST_NOW,
  );
}
