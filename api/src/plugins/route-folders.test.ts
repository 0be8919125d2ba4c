import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findDomains } from '#api/db/domains';
import { buildTestApp } from '#api/test/build-test-app';
import { registerRouteFolders, ROUTES_DIR } from './route-folders';
import { registerRouteTable } from './route-table';

/** `routes/a/b/index.ts` (of `api/src/routes/` or a domain's `routes/`) → `/a/b`; `_id` → `:id`. */
function folderUrl(indexFile: string, dir: string): string {
  const folder = path.relative(dir, path.dirname(indexFile)).split(path.sep);
  return '/' + folder.map((part) => (part.startsWith('_') ? `:${part.slice(1)}` : part)).join('/');
}

function indexFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return indexFiles(file);
    return entry.name === 'index.ts' ? [file] : [];
  });
}

describe('the route folders of the API', () => {
  for (const nodeEnv of ['test', 'production']) {
    test(`every folder with an index.ts serves its URL (${nodeEnv}), dev folders only outside production`, async () => {
      const app = await buildTestApp({ config: { nodeEnv } });
      try {
        const urls = app.routeTable.map((route) => route.url);
        const dirs = [ROUTES_DIR, ...(await findDomains()).flatMap((domain) => domain.routesDir ?? [])];
        const folders = dirs.flatMap((dir) => indexFiles(dir).map((file) => folderUrl(file, dir)));
        expect(folders.length).toBeGreaterThan(70);
        // The teams' domains keep their URLs in their own folders.
        expect(dirs.map((dir) => path.basename(path.dirname(dir)))).toEqual(
          expect.arrayContaining(['pray', 'quests', 'shop', 'truck']),
        );
        for (const folder of folders) {
          const served = urls.some((url) => url === folder || url.startsWith(`${folder}/`));
          const devOnly = folder.startsWith('/dev/');
          expect({ folder, served }).toEqual({ folder, served: !(devOnly && nodeEnv === 'production') });
        }
      } finally {
        await app.close();
      }
    });
  }
});

describe('registerRouteFolders on a folder of its own', () => {
  let dir: string;
  const plugin = (route: string, body: string) =>
    `module.exports = { default: async (app) => { app.get('${route}', async (request) => (${body})); } };\n`;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'route-folders-'));
    // A folder holding only its index and its test, the way a new domain starts.
    write('public/bos/v1/quests/index.ts', plugin('/', '{ quests: [] }'));
    write('public/bos/v1/quests/quests.test.ts', "throw new Error('a test file was loaded as a route');\n");
    // A nested folder under a folder that has its own index.
    write('public/bos/v1/quests/_questId/claims/index.ts', plugin('/', '{ quest: request.params.questId }'));
    // A helper beside the routes of a folder without an index is not a plugin.
    write('public/bos/v1/dealer/dealer-only.ts', "throw new Error('a helper was loaded as a route');\n");
    write('public/bos/v1/dealer/auth/index.ts', plugin('/login', '{ ok: true }'));
    write('dev/inbox/index.ts', plugin('/', '{ dev: true }'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function load(production: boolean): Promise<FastifyInstance> {
    const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    registerRouteTable(app);
    await registerRouteFolders(app, { production, dir });
    await app.ready();
    return app;
  }

  test('each index.ts is the plugin of its folder URL; tests and helpers are not loaded', async () => {
    const app = await load(false);
    try {
      // GET adds its HEAD twin: one URL each.
      expect([...new Set(app.routeTable.map((route) => route.url))].sort()).toEqual([
        '/dev/inbox',
        '/public/bos/v1/dealer/auth/login',
        '/public/bos/v1/quests',
        '/public/bos/v1/quests/:questId/claims',
      ]);
      expect((await app.inject('/public/bos/v1/quests')).json()).toEqual({ quests: [] });
      expect((await app.inject('/public/bos/v1/quests/q7/claims')).json()).toEqual({ quest: 'q7' });
    } finally {
      await app.close();
    }
  });

  test('production loads no dev folder', async () => {
    const app = await load(true);
    try {
      expect(app.routeTable.map((route) => route.url)).not.toContain('/dev/inbox');
      expect((await app.inject('/dev/inbox')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
