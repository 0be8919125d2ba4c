import type { FastifyInstance } from 'fastify';
import { DEMO_STAFF } from '#api/staff/demo-staff';
import { RELEASE_MESSAGES } from '#api/catalog/release-messages';
import { STAFF_MESSAGES } from '#api/staff/staff-messages';
import { adminHeaders, buildTestApp, createTestClock } from '#api/test/build-test-app';

const clock = createTestClock(new Date('2026-11-21T11:00:00.000Z'));
let app: FastifyInstance;
let staff: Record<string, string>;

const campaign = (version: string, extra: object = {}) => ({
  entry: `http://localhost:3007/${version}/mf-manifest.json`,
  version,
  routes: [{ path: '/worldcup2022', menus: [{ menu: 'site', label: 'ฟุตบอลโลก 2022' }] }],
  requires: { shared_kernel: '^0.1.0', react: '^19.3.1' },
  ...extra,
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers = staff) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const catalogFor = async (visitor?: string) =>
  (await app.inject({ url: `/public/v3/catalog${visitor ? `?visitor=${visitor}` : ''}` })).json().data;
const campaignIn = (catalog: { remotes: { name: string; version: string }[] }) =>
  catalog.remotes.find((remote) => remote.name === 'mf_campaign_test');

beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
  const login = await app.inject({
    method: 'POST',
    url: '/admin/v1/staff-sessions',
    payload: { username: DEMO_STAFF.username, password: DEMO_STAFF.password },
  });
  expect(login.statusCode).toBe(201);
  staff = { authorization: `Bearer ${login.json().data.token}` };
  const shell = await call('PUT', '/admin/v1/shell-release', {
    kernel_version: '0.1.0',
    react_version: '19.3.1',
  });
  expect(shell.statusCode).toBe(200);
});
afterAll(() => app.close());

describe('staff sessions', () => {
  test('a wrong password or unknown user is one Thai 401; bad input is a 400 per field', async () => {
    for (const payload of [
      { username: DEMO_STAFF.username, password: 'wrong-password' },
      { username: 'nobody', password: DEMO_STAFF.password },
    ]) {
      const response = await call('POST', '/admin/v1/staff-sessions', payload, {});
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(STAFF_MESSAGES.badCredentials);
    }
    const bad = await call('POST', '/admin/v1/staff-sessions', { username: 'A B', password: '' }, {});
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['password', 'username']);
  });

  test('the staff token reads who is logged in, opens admin calls, and is dead after logout', async () => {
    const login = await call('POST', '/admin/v1/staff-sessions', {
      username: DEMO_STAFF.username,
      password: DEMO_STAFF.password,
    });
    const token = { authorization: `Bearer ${login.json().data.token}` };
    expect((await call('GET', '/admin/v1/staff-sessions', undefined, token)).json().data).toEqual({
      username: DEMO_STAFF.username,
      name: DEMO_STAFF.name,
      scope: ['admin'],
      roles: ['owner'],
    });
    expect((await call('GET', '/admin/v1/remotes', undefined, token)).statusCode).toBe(200);
    expect((await call('DELETE', '/admin/v1/staff-sessions', undefined, token)).statusCode).toBe(200);
    expect((await call('GET', '/admin/v1/remotes', undefined, token)).statusCode).toBe(401);
    // The script token has no session to end.
    expect((await call('DELETE', '/admin/v1/staff-sessions', undefined, adminHeaders())).statusCode).toBe(
      401,
    );
  });
});

describe('releases', () => {
  test('register v1, v2: versions kept, v2 live; rollback is one call back to v1; logged with who', async () => {
    expect((await call('PUT', '/admin/v1/remotes/mf_campaign_test', campaign('1.0.0'))).statusCode).toBe(201);
    expect(
      (await call('PUT', '/admin/v1/remotes/mf_campaign_test', campaign('1.1.0'), adminHeaders())).statusCode,
    ).toBe(200);
    expect(campaignIn(await catalogFor())?.version).toBe('1.1.0');

    const versions = (await call('GET', '/admin/v1/remotes/mf_campaign_test/versions')).json().data;
    expect(versions.map((v: { version: string; live: boolean }) => [v.version, v.live])).toEqual([
      ['1.1.0', true],
      ['1.0.0', false],
    ]);
    expect(versions[0]).toMatchObject({
      kernel_range: '^0.1.0',
      react_range: '^19.3.1',
      registered_by: 'ADMIN_TOKEN',
    });
    expect(versions[1].registered_by).toBe(DEMO_STAFF.username);

    const rolledBack = await call('POST', '/admin/v1/remotes/mf_campaign_test/rollback');
    expect(rolledBack.statusCode).toBe(200);
    expect(rolledBack.json().data).toMatchObject({ version: '1.0.0', entry: campaign('1.0.0').entry });
    expect(campaignIn(await catalogFor())?.version).toBe('1.0.0');
    const again = await call('POST', '/admin/v1/remotes/mf_campaign_test/rollback');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RELEASE_MESSAGES.noPreviousVersion);

    const log = (await call('GET', '/admin/v1/catalog-changes?remote=mf_campaign_test')).json().data;
    expect(log.slice(0, 3).map((c: { action: string; actor: string }) => [c.action, c.actor])).toEqual([
      ['rollback', DEMO_STAFF.username],
      ['register', 'ADMIN_TOKEN'],
      ['register', DEMO_STAFF.username],
    ]);
    expect(log[0].at).toMatch(/\+07:00$/);
  });

  test('rollback is offered only with a previous version; without one the refusal is Thai, in the error shape', async () => {
    const listed = async () =>
      (await call('GET', '/admin/v1/remotes'))
        .json()
        .data.find((r: { name: string }) => r.name === 'mf_rollback_test');
    await call('PUT', '/admin/v1/remotes/mf_rollback_test', campaign('1.0.0', { routes: [] }));
    expect((await listed()).previous_version).toBeNull();
    const refused = await call('POST', '/admin/v1/remotes/mf_rollback_test/rollback');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: RELEASE_MESSAGES.noPreviousVersion, errors: [], status: 409 });
    // Staff read it in the console: Thai only, no English or technical words.
    expect(refused.json().message).not.toMatch(/[A-Za-z]/);

    await call('PUT', '/admin/v1/remotes/mf_rollback_test', campaign('1.1.0', { routes: [] }));
    const [v110, v100] = (await call('GET', '/admin/v1/remotes/mf_rollback_test/versions')).json().data;
    expect((await listed()).previous_version).toEqual({ version_id: v100.id, version: '1.0.0' });
    // The answer of an action carries it too, so the card is right after it.
    const rolledBack = await call('POST', '/admin/v1/remotes/mf_rollback_test/rollback');
    expect(rolledBack.json().data).toMatchObject({ version: '1.0.0', previous_version: null });
    expect(v110.version).toBe('1.1.0');
    await call('DELETE', '/admin/v1/remotes/mf_rollback_test');
  });

  test('canary: served to its share of visitors, sticky per id; promote makes it live; rollback drops it', async () => {
    const canary = await call(
      'PUT',
      '/admin/v1/remotes/mf_campaign_test',
      campaign('2.0.0', { canary_percent: 30 }),
    );
    expect(canary.statusCode).toBe(200);
    const listed = (await call('GET', '/admin/v1/remotes'))
      .json()
      .data.find((r: { name: string }) => r.name === 'mf_campaign_test');
    expect(listed).toMatchObject({ version: '1.0.0', canary: { version: '2.0.0', percent: 30 } });

    const visitors = Array.from({ length: 60 }, (_, i) => `visitor-${String(i).padStart(4, '0')}`);
    const first = await Promise.all(visitors.map(async (id) => campaignIn(await catalogFor(id))!.version));
    const second = await Promise.all(visitors.map(async (id) => campaignIn(await catalogFor(id))!.version));
    expect(second).toEqual(first);
    const onCanary = first.filter((version) => version === '2.0.0').length;
    expect(onCanary).toBeGreaterThan(5);
    expect(onCanary).toBeLessThan(35);
    expect(campaignIn(await catalogFor())?.version).toBe('1.0.0');

    const promoted = await call('POST', '/admin/v1/remotes/mf_campaign_test/canary/promote');
    expect(promoted.json().data).toMatchObject({ version: '2.0.0', canary: null });
    expect(campaignIn(await catalogFor('visitor-0001'))?.version).toBe('2.0.0');

    // A faulty 2.1.0 as canary, then rolled back: everyone on 2.0.0 again.
    const versions = (await call('GET', '/admin/v1/remotes/mf_campaign_test/versions')).json().data;
    await call('PUT', '/admin/v1/remotes/mf_campaign_test', campaign('2.1.0', { canary_percent: 50 }));
    const dropped = await call('POST', '/admin/v1/remotes/mf_campaign_test/canary/rollback');
    expect(dropped.json().data).toMatchObject({ version: '2.0.0', canary: null });
    expect(await call('POST', '/admin/v1/remotes/mf_campaign_test/canary/promote')).toMatchObject({
      statusCode: 409,
    });

    // Any stored version can be made the canary from the console.
    const old = versions.find((v: { version: string }) => v.version === '1.0.0');
    const set = await call('PUT', '/admin/v1/remotes/mf_campaign_test/canary', {
      version_id: old.id,
      percent: 10,
    });
    expect(set.json().data.canary).toMatchObject({ version: '1.0.0', percent: 10 });
    const live = versions.find((v: { live: boolean }) => v.live);
    expect(
      (await call('PUT', '/admin/v1/remotes/mf_campaign_test/canary', { version_id: live.id, percent: 10 }))
        .statusCode,
    ).toBe(409);
    for (const body of [
      { version_id: old.id, percent: 0 },
      { version_id: old.id, percent: 100 },
      { version_id: 'x', percent: 5 },
    ]) {
      expect((await call('PUT', '/admin/v1/remotes/mf_campaign_test/canary', body)).statusCode).toBe(400);
    }
    expect(
      (await call('PUT', '/admin/v1/remotes/mf_campaign_test/canary', { version_id: 999999, percent: 5 }))
        .statusCode,
    ).toBe(404);
    await call('POST', '/admin/v1/remotes/mf_campaign_test/canary/rollback');
  });

  test('a version built for another kernel or React is refused at register and at promote: what to do for staff, the versions for the deploy log', async () => {
    const refused = await call(
      'PUT',
      '/admin/v1/remotes/mf_campaign_test',
      campaign('3.0.0', { requires: { shared_kernel: '^2.0.0', react: '^19.0.0' } }),
    );
    expect(refused.statusCode).toBe(409);
    // Staff read what to do; the deploy log reads the versions too.
    expect(refused.json().message).toBe(RELEASE_MESSAGES.incompatible);
    expect(refused.json().errors[0].message).toContain('shared-kernel ^2.0.0');
    expect(refused.json().errors[0].message).toContain('the live shell has 0.1.0');
    const versions = (await call('GET', '/admin/v1/remotes/mf_campaign_test/versions')).json().data;
    expect(versions.map((v: { version: string }) => v.version)).not.toContain('3.0.0');

    // Registered as a canary while the shell still had React 18's successor... then the shell moves back.
    await call(
      'PUT',
      '/admin/v1/remotes/mf_campaign_test',
      campaign('3.1.0', { canary_percent: 5, requires: { react: '^19.3.1' } }),
    );
    await call('PUT', '/admin/v1/shell-release', { kernel_version: '0.1.0', react_version: '19.2.0' });
    const promote = await call('POST', '/admin/v1/remotes/mf_campaign_test/canary/promote');
    expect(promote.statusCode).toBe(409);
    expect(promote.json().errors[0].message).toContain('react ^19.3.1');
    await call('PUT', '/admin/v1/shell-release', { kernel_version: '0.1.0', react_version: '19.3.1' });
    await call('POST', '/admin/v1/remotes/mf_campaign_test/canary/rollback');
    expect(
      (await call('PUT', '/admin/v1/shell-release', { kernel_version: 'one', react_version: '19' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('schedule', () => {
  test('live only inside its window, by the app clock; a window that ends before it starts is a 400', async () => {
    const put = (body: object) => call('PUT', '/admin/v1/remotes/mf_campaign_test/schedule', body);
    const scheduled = await put({
      enabled_from: '2026-11-21T20:00:00+07:00',
      enabled_until: '2026-11-21T23:00:00+07:00',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data).toMatchObject({
      campaign_starts_at: '2026-11-21T20:00:00.000+07:00',
      campaign_ends_at: '2026-11-21T23:00:00.000+07:00',
    });
    clock.set('2026-11-21T12:59:59Z');
    expect(campaignIn(await catalogFor())).toBeUndefined();
    expect((await catalogFor()).unavailable_routes).toContainEqual({
      remote: 'mf_campaign_test',
      path: '/worldcup2022',
    });
    clock.set('2026-11-21T13:00:00Z');
    expect(campaignIn(await catalogFor())).toBeDefined();
    clock.set('2026-11-21T16:00:00Z');
    expect(campaignIn(await catalogFor())).toBeUndefined();
    // Back to the staff session's hour: five hours unused, it would have ended.
    clock.set('2026-11-21T11:00:00Z');

    const log = (await call('GET', '/admin/v1/catalog-changes?remote=mf_campaign_test')).json().data;
    expect(log.find((c: { action: string }) => c.action === 'schedule').detail).toBe(
      'เปิด 21/11/69 20:00 – ปิด 21/11/69 23:00',
    );

    const backwards = await put({
      enabled_from: '2026-11-21T23:00:00+07:00',
      enabled_until: '2026-11-21T20:00:00+07:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].field).toBe('enabled_until');
    expect((await put({ enabled_from: 'tomorrow', enabled_until: null })).statusCode).toBe(400);
    expect(
      (
        await call('PUT', '/admin/v1/remotes/nope_remote/schedule', {
          enabled_from: null,
          enabled_until: null,
        })
      ).statusCode,
    ).toBe(404);
    expect((await put({ enabled_from: null, enabled_until: null })).statusCode).toBe(200);
  });
});

describe('a redeploy and the product owners', () => {
  test('re-registering without enabled or a window keeps the switch and schedule made in the console', async () => {
    await call('POST', '/admin/v1/remotes/mf_campaign_test/disable');
    await call('PUT', '/admin/v1/remotes/mf_campaign_test/schedule', {
      enabled_from: '2026-11-21T20:00:00+07:00',
      enabled_until: null,
    });
    const redeploy = await call(
      'PUT',
      '/admin/v1/remotes/mf_campaign_test',
      campaign('2.0.0'),
      adminHeaders(),
    );
    expect(redeploy.json().data).toMatchObject({
      enabled: false,
      campaign_starts_at: '2026-11-21T20:00:00.000+07:00',
      campaign_ends_at: null,
    });
    // Stated in the body, they are set (and null clears the window).
    const stated = await call(
      'PUT',
      '/admin/v1/remotes/mf_campaign_test',
      campaign('2.0.0', { enabled: true, campaign_starts_at: null }),
      adminHeaders(),
    );
    expect(stated.json().data).toMatchObject({ enabled: true, campaign_starts_at: null });
  });
});

describe('load errors reported by the shell', () => {
  test('counted per version (JSON or sendBeacon text), unknown versions refused, rate-limited per IP', async () => {
    const report = (
      payload: string,
      contentType = 'text/plain;charset=UTF-8',
      remoteAddress = '203.0.113.5',
    ) =>
      app.inject({
        method: 'POST',
        url: '/public/v3/remote-load-errors',
        payload,
        headers: { 'content-type': contentType },
        remoteAddress,
      });
    expect((await report(JSON.stringify({ remote: 'mf_campaign_test', version: '2.1.0' }))).statusCode).toBe(
      204,
    );
    expect(
      (await report(JSON.stringify({ remote: 'mf_campaign_test', version: '2.1.0' }), 'application/json'))
        .statusCode,
    ).toBe(204);
    expect((await report(JSON.stringify({ remote: 'mf_campaign_test', version: '9.9.9' }))).statusCode).toBe(
      404,
    );
    expect((await report('{not json')).statusCode).toBe(400);
    expect((await report(JSON.stringify({ remote: 'BAD NAME', version: '1' }))).statusCode).toBe(400);

    const versions = (await call('GET', '/admin/v1/remotes/mf_campaign_test/versions')).json().data;
    expect(versions.find((v: { version: string }) => v.version === '2.1.0').error_count).toBe(2);
    expect(versions.find((v: { version: string }) => v.version === '2.0.0').error_count).toBe(0);

    const burst = [];
    for (let i = 0; i < 31; i += 1)
      burst.push(
        (
          await report(
            JSON.stringify({ remote: 'mf_campaign_test', version: '2.0.0' }),
            'application/json',
            '203.0.113.6',
          )
        ).statusCode,
      );
    expect(burst.filter((status) => status === 204)).toHaveLength(30);
    expect(burst.at(-1)).toBe(429);
  });
});

describe('health and guards', () => {
  test('a health check of an entry nobody serves records it down with the time', async () => {
    const checked = await call('POST', '/admin/v1/remotes/mf_campaign_test/health-check');
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data.health).toEqual({ ok: false, checked_at: '2026-11-21T18:00:00.000+07:00' });
  });

  test('every new admin call needs a staff or admin token', async () => {
    for (const [method, url] of [
      ['GET', '/admin/v1/catalog-changes'],
      ['GET', '/admin/v1/remotes/mf_campaign_test/versions'],
      ['POST', '/admin/v1/remotes/mf_campaign_test/rollback'],
      ['POST', '/admin/v1/remotes/mf_campaign_test/canary/promote'],
      ['PUT', '/admin/v1/shell-release'],
      ['GET', '/admin/v1/staff-sessions'],
    ] as const) {
      expect((await call(method, url, undefined, { authorization: 'Bearer not-a-token' })).statusCode).toBe(
        401,
      );
    }
  });

  test('enable and disable are logged with who did them', async () => {
    expect((await call('POST', '/admin/v1/remotes/mf_campaign_test/disable')).statusCode).toBe(200);
    expect(
      (await call('POST', '/admin/v1/remotes/mf_campaign_test/enable', undefined, adminHeaders())).statusCode,
    ).toBe(200);
    const log = (await call('GET', '/admin/v1/catalog-changes?remote=mf_campaign_test')).json().data;
    // (The schedule test logged at a later instant of the test clock: look at these two actions.)
    const switches = log.filter((c: { action: string }) => ['enable', 'disable'].includes(c.action));
    expect(switches.slice(0, 2).map((c: { action: string; actor: string }) => [c.action, c.actor])).toEqual([
      ['enable', 'ADMIN_TOKEN'],
      ['disable', DEMO_STAFF.username],
    ]);
    expect((await call('GET', '/admin/v1/catalog-changes?remote=BAD NAME')).statusCode).toBe(400);
  });

  test('the dev clock moves app.now() and goes back', async () => {
    const moved = await app.inject({
      method: 'PUT',
      url: '/dev/clock',
      payload: { now: '2026-12-01T00:00:00+07:00' },
    });
    expect(moved.json().data.now).toBe('2026-12-01T00:00:00.000+07:00');
    const back = await app.inject({ method: 'DELETE', url: '/dev/clock' });
    expect(back.json().data).toEqual({ now: '2026-11-21T18:00:00.000+07:00', offset_ms: 0 });
  });
});
