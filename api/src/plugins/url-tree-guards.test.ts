import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerRouteFolders } from './route-folders';
import { registerUrlTreeGuards } from './url-tree-guards';

/** A central routes folder and a domain's own, both with routes under `/admin`. */
let central: string;
let domain: string;
const write = (dir: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const plugin = (routes: string) => `module.exports = { default: async (app) => { ${routes} } };\n`;

beforeAll(() => {
  central = mkdtempSync(path.join(os.tmpdir(), 'url-guards-central-'));
  domain = mkdtempSync(path.join(os.tmpdir(), 'url-guards-domain-'));
  write(central, 'admin/v1/remotes/index.ts', plugin("app.get('/', async () => ({ remotes: [] }));"));
  write(
    central,
    'admin/v1/staff-sessions/index.ts',
    plugin("app.post('/', { config: { signIn: true } }, async () => ({ token: 't' }));"),
  );
  write(central, 'public/v1/news/index.ts', plugin("app.get('/', async () => ({ news: [] }));"));
  // A domain's back office, in its own folder: the URL's guard reaches it all the same.
  write(domain, 'admin/v1/amulet-orders/index.ts', plugin("app.get('/', async () => ({ orders: [] }));"));
  write(domain, 'admin-like/index.ts', plugin("app.get('/', async () => ({ open: true }));"));
});
afterAll(() => {
  rmSync(central, { recursive: true, force: true });
  rmSync(domain, { recursive: true, force: true });
});

async function appWithGuard(): Promise<FastifyInstance> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  registerUrlTreeGuards(app);
  app.guardUrlTree('/admin', async (request, reply) => {
    if (request.headers.authorization !== 'Bearer staff') await reply.code(401).send({ status: 401 });
  });
  await registerRouteFolders(app, { production: true, dir: central, domainDirs: [domain] });
  await app.ready();
  return app;
}

describe('guards that follow the URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithGuard();
  });
  afterAll(() => app.close());

  test('every route under the prefix is guarded, in the central folder and in a domain folder', async () => {
    for (const url of ['/admin/v1/remotes', '/admin/v1/amulet-orders']) {
      expect({ url, status: (await app.inject(url)).statusCode }).toEqual({ url, status: 401 });
      const allowed = await app.inject({ url, headers: { authorization: 'Bearer staff' } });
      expect({ url, status: allowed.statusCode }).toEqual({ url, status: 200 });
    }
  });

  test('the login of the sub-tree is let through; other sub-trees and look-alike prefixes are not guarded', async () => {
    expect((await app.inject({ method: 'POST', url: '/admin/v1/staff-sessions' })).statusCode).toBe(200);
    expect((await app.inject('/public/v1/news')).statusCode).toBe(200);
    expect((await app.inject('/admin-like')).statusCode).toBe(200);
  });
});

test('a guard declared after a route under it is refused at start, never left open', async () => {
  const app = Fastify();
  registerUrlTreeGuards(app);
  app.get('/admin/v1/early', async () => ({}));
  expect(() => app.guardUrlTree('/admin', async () => undefined)).toThrow(/registered before its guard/);
  await app.close();
});
