import { CatalogSchema } from '@chokdee/shared-contract/schemas/catalog';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import { adminHeaders, buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';

const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterAll(() => app.close());
beforeEach(() => clock.set(TEST_NOW));

const register = async (name: string, extra: Record<string, unknown> = {}) => {
  const response = await app.inject({
    method: 'PUT',
    url: `/admin/v1/remotes/${name}`,
    headers: adminHeaders(),
    payload: { entry: `http://localhost:3001/${name}/mf-manifest.json`, version: '1.0.0', ...extra },
  });
  expect(response.statusCode).toBeLessThan(300);
};
const admin = (method: 'POST' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: adminHeaders() });

async function catalogNames(): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/public/v3/catalog' });
  expect(response.statusCode).toBe(200);
  return dataEnvelope(CatalogSchema)
    .parse(response.json())
    .data.remotes.map((r) => r.name);
}

test('empty before anything is registered, and public (no token needed)', async () => {
  expect(await catalogNames()).toEqual([]);
});

test('an enabled remote is listed; disable hides it, enable shows it, delete removes it', async () => {
  await register('mf_lottery');
  expect(await catalogNames()).toEqual(['mf_lottery']);
  await admin('POST', '/admin/v1/remotes/mf_lottery/disable');
  expect(await catalogNames()).toEqual([]);
  await admin('POST', '/admin/v1/remotes/mf_lottery/enable');
  expect(await catalogNames()).toEqual(['mf_lottery']);
  await admin('DELETE', '/admin/v1/remotes/mf_lottery');
  expect(await catalogNames()).toEqual([]);
});

test('a remote registered disabled stays out until enabled', async () => {
  await register('mf_member', { enabled: false });
  expect(await catalogNames()).toEqual([]);
  await admin('POST', '/admin/v1/remotes/mf_member/enable');
  expect(await catalogNames()).toEqual(['mf_member']);
});

test('a campaign remote is live only inside its window', async () => {
  await register('mf_songkran', {
    campaign_starts_at: '2027-04-10T00:00:00+07:00',
    campaign_ends_at: '2027-04-17T00:00:00+07:00',
  });
  expect(await catalogNames()).not.toContain('mf_songkran'); // future
  clock.set('2027-04-09T16:59:59Z');
  expect(await catalogNames()).not.toContain('mf_songkran'); // one second before it starts
  clock.set('2027-04-09T17:00:00Z');
  expect(await catalogNames()).toContain('mf_songkran'); // it starts (inclusive)
  clock.set('2027-04-16T16:59:59Z');
  expect(await catalogNames()).toContain('mf_songkran');
  clock.set('2027-04-16T17:00:00Z');
  expect(await catalogNames()).not.toContain('mf_songkran'); // it ends (exclusive)
});

test('a campaign in the past is hidden; open-ended windows work on either side', async () => {
  await register('mf_past', {
    campaign_starts_at: '2026-01-01T00:00:00+07:00',
    campaign_ends_at: '2026-02-01T00:00:00+07:00',
  });
  await register('mf_started', { campaign_starts_at: '2026-11-01T00:00:00+07:00' });
  await register('mf_until', { campaign_ends_at: '2026-12-01T00:00:00+07:00' });
  await register('mf_later', { campaign_starts_at: '2026-12-01T00:00:00+07:00' });
  const names = await catalogNames();
  expect(names).toEqual(expect.arrayContaining(['mf_started', 'mf_until']));
  expect(names).not.toContain('mf_past');
  expect(names).not.toContain('mf_later');
});

test('a disabled campaign remote stays hidden inside its window', async () => {
  await register('mf_off', { enabled: false, campaign_starts_at: '2026-11-01T00:00:00+07:00' });
  expect(await catalogNames()).not.toContain('mf_off');
});

test('the admin list still shows every remote, live or not', async () => {
  const response = await app.inject({ method: 'GET', url: '/admin/v1/remotes', headers: adminHeaders() });
  const names = response.json().data.map((r: { name: string }) => r.name);
  expect(names).toEqual(expect.arrayContaining(['mf_past', 'mf_later', 'mf_off', 'mf_songkran']));
});

describe('unavailable_routes', () => {
  async function unavailable() {
    const response = await app.inject({ method: 'GET', url: '/public/v3/catalog' });
    return dataEnvelope(CatalogSchema).parse(response.json()).data.unavailable_routes ?? [];
  }
  const worldcup = { remote: 'mf_worldcup', path: '/worldcup2022' };

  test('a campaign remote outside its window names its paths; inside it, they are served', async () => {
    await register('mf_worldcup', {
      routes: [{ path: '/worldcup2022', menus: [{ menu: 'site', label: 'ฟุตบอลโลก 2022' }] }],
      campaign_starts_at: '2026-12-01T00:00:00+07:00',
      campaign_ends_at: '2026-12-20T00:00:00+07:00',
    });
    expect(await unavailable()).toContainEqual(worldcup);
    clock.set('2026-12-05T00:00:00Z');
    expect(await catalogNames()).toContain('mf_worldcup');
    expect(await unavailable()).not.toContainEqual(worldcup);
    clock.set('2026-12-20T00:00:00Z');
    expect(await unavailable()).toContainEqual(worldcup);
  });

  test('turned off, its paths are unavailable; turned on again, they are back (no rebuild)', async () => {
    clock.set('2026-12-05T00:00:00Z');
    await admin('POST', '/admin/v1/remotes/mf_worldcup/disable');
    expect(await unavailable()).toContainEqual(worldcup);
    await admin('POST', '/admin/v1/remotes/mf_worldcup/enable');
    expect(await unavailable()).not.toContainEqual(worldcup);
  });

  test('a path a live remote also serves is not unavailable; the off remote’s other paths are', async () => {
    await register('mf_results_new', { routes: [{ path: '/check-lottery/:slug?' }] });
    await register('mf_results_old', {
      enabled: false,
      routes: [{ path: '/check-lottery/:slug?' }, { path: '/checklottery' }],
    });
    const paths = await unavailable();
    expect(paths).toContainEqual({ remote: 'mf_results_old', path: '/checklottery' });
    expect(paths.map((p) => p.path)).not.toContain('/check-lottery/:slug?');
  });

  test('a deleted remote is simply gone, not unavailable', async () => {
    await admin('DELETE', '/admin/v1/remotes/mf_results_old');
    expect((await unavailable()).map((p) => p.remote)).not.toContain('mf_results_old');
  });
});

test('a version stored before layouts and widget slots were named by position still reads', async () => {
  await register('mf_truck', { routes: [{ path: '/truck/store', layout: 'app-bar' }] });
  const { remotes } = await import('#api/catalog/catalog-tables');
  const { eq } = await import('drizzle-orm');
  // What a row registered under the old names holds (the types no longer allow them).
  await app.db
    .update(remotes)
    .set({
      routes: [{ path: '/truck/store', layout: 'truck', auth: 'none' }] as never,
      widgets: [{ slot: 'truck.menu', module: './widgets/truck-menu' }],
    })
    .where(eq(remotes.name, 'mf_truck'));
  const response = await app.inject({ method: 'GET', url: '/public/v3/catalog' });
  expect(response.statusCode).toBe(200);
  const { remotes: served } = dataEnvelope(CatalogSchema).parse(response.json()).data;
  const truck = served.find((remote) => remote.name === 'mf_truck');
  expect(truck?.routes[0]?.layout).toBe('app-bar');
  // No layout renders an old slot name: the widget mounts nowhere, and the rest of the catalog reads.
  expect(truck?.widgets).toEqual([{ slot: 'truck.menu', module: './widgets/truck-menu' }]);
});
