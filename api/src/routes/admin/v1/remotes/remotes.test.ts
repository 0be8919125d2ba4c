import { CATALOG_MESSAGES, RemoteSchema } from '@chokdee/shared-contract/schemas/catalog';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RELEASE_MESSAGES } from '#api/catalog/release-messages';
import { MESSAGES } from '#api/lib/messages';
import { isAdminToken } from '#api/staff/admin-auth';
import { adminHeaders, buildTestApp, createTestClock } from '#api/test/build-test-app';

const OneSchema = dataEnvelope(RemoteSchema);
const ListSchema = dataEnvelope(z.array(RemoteSchema));

const lottery = {
  entry: 'http://localhost:3001/mf-manifest.json',
  version: '0.1.0',
  routes: [
    { path: '/check-lottery', menus: [{ menu: 'site', label: 'ตรวจหวย' }] },
    {
      path: '/deprecated/dealers/:storeCode/store',
      theme: 'dark',
      menu_mode: 'ecommerce',
      store_param: 'storeCode',
    },
  ],
  widgets: [
    {
      slot: 'header.end',
      module: './widgets/cart-button',
      routes: ['/deprecated/dealers/:storeCode/store'],
    },
  ],
};

const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterAll(() => app.close());

const put = (name: string, payload: unknown, headers: Record<string, string> = adminHeaders()) =>
  app.inject({ method: 'PUT', url: `/admin/v1/remotes/${name}`, headers, payload: payload as object });

describe('admin auth', () => {
  test.each([
    ['no Authorization header', {}],
    ['a wrong token', adminHeaders('wrong-token')],
    ['a token of another length', adminHeaders('x')],
    ['the right token under another scheme', { authorization: 'Basic test-admin-token' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('%s → 401 in Thai', async (_label, headers) => {
    const response = await app.inject({ method: 'GET', url: '/admin/v1/remotes', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({ message: MESSAGES.unauthorized, errors: [], status: 401 });
  });

  test('every admin route is guarded, including writes', async () => {
    const attempts = [
      put('mf_lottery', lottery, {}),
      app.inject({ method: 'POST', url: '/admin/v1/remotes/mf_lottery/enable' }),
      app.inject({ method: 'POST', url: '/admin/v1/remotes/mf_lottery/disable' }),
      app.inject({ method: 'DELETE', url: '/admin/v1/remotes/mf_lottery' }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(401);
    const list = await app.inject({ method: 'GET', url: '/admin/v1/remotes', headers: adminHeaders() });
    expect(list.json()).toEqual({ data: [] });
  });

  test('the right token passes (scheme case-insensitive)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/admin/v1/remotes',
      headers: { authorization: 'bearer test-admin-token' },
    });
    expect(response.statusCode).toBe(200);
  });

  test('isAdminToken compares whole tokens', () => {
    expect(isAdminToken('secret', 'secret')).toBe(true);
    expect(isAdminToken('secret ', 'secret')).toBe(false);
    expect(isAdminToken('secre', 'secret')).toBe(false);
  });
});

describe('route behaviour as catalog data', () => {
  test.each([
    [
      'a menu link to a route that needs a parameter',
      { routes: [{ path: '/orders/:code', menus: [{ menu: 'site', label: 'คำสั่งซื้อ' }] }] },
      'routes.0.menus',
    ],
    [
      'a store parameter the path does not have',
      { routes: [{ path: '/dealers/:userRef', store_param: 'storeCode' }] },
      'routes.0.store_param',
    ],
    [
      'a user-reference parameter the path does not have',
      { routes: [{ path: '/dealers/:storeCode', user_ref_param: 'userRef' }] },
      'routes.0.user_ref_param',
    ],
    [
      'an unknown menu',
      { routes: [{ path: '/shop', menus: [{ menu: 'footer', label: 'ร้าน' }] }] },
      'routes.0.menus.0.menu',
    ],
    [
      'a widget slot that is no layout position',
      { widgets: [{ slot: 'store.cart-buton', module: './widgets/cart-button' }] },
      'widgets.0.slot',
    ],
    ['an unknown site role', { routes: [{ path: '/sign-in', role: 'sign-in' }] }, 'routes.0.role'],
    [
      'a site role on a route that needs a parameter',
      { routes: [{ path: '/orders/:code', role: 'awaiting-payment' }] },
      'routes.0.role',
    ],
    [
      'a widget module outside ./widgets/',
      { widgets: [{ slot: 'header.end', module: './app' }] },
      'widgets.0.module',
    ],
  ])('refuses %s with a Thai 400', async (_case, fields, field) => {
    const response = await put('mf_bad', { ...lottery, routes: [], widgets: [], ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});

describe('remote registry', () => {
  test('PUT registers (201) with defaults, PUT again replaces (200)', async () => {
    const created = await put('mf_lottery', lottery);
    expect(created.statusCode).toBe(201);
    expect(OneSchema.parse(created.json()).data).toEqual({
      name: 'mf_lottery',
      // Registered without a Thai name: the technical one is answered until a deploy sends it.
      display_name: 'mf_lottery',
      entry: lottery.entry,
      version: '0.1.0',
      routes: [
        {
          path: '/check-lottery',
          layout: 'default',
          auth: 'none',
          menus: [{ menu: 'site', label: 'ตรวจหวย', order: 500, exact: false }],
        },
        {
          path: '/deprecated/dealers/:storeCode/store',
          layout: 'default',
          auth: 'none',
          theme: 'dark',
          menu_mode: 'ecommerce',
          store_param: 'storeCode',
        },
      ],
      widgets: lottery.widgets,
      enabled: true,
      campaign_starts_at: null,
      campaign_ends_at: null,
      updated_at: '2026-11-21T18:00:00.000+07:00',
    });

    clock.set('2026-11-22T01:00:00Z');
    const replaced = await put('mf_lottery', {
      ...lottery,
      name: 'mf_lottery',
      version: '0.2.0',
      routes: [],
    });
    expect(replaced.statusCode).toBe(200);
    expect(OneSchema.parse(replaced.json()).data).toMatchObject({
      version: '0.2.0',
      routes: [],
      updated_at: '2026-11-22T08:00:00.000+07:00',
    });
    const list = ListSchema.parse(
      (await app.inject({ method: 'GET', url: '/admin/v1/remotes', headers: adminHeaders() })).json(),
    );
    expect(list.data.map((r) => [r.name, r.version])).toEqual([['mf_lottery', '0.2.0']]);
  });

  test('the Thai display name is stored and answered in the catalog and the admin list; a deploy without one keeps it', async () => {
    const pray = { ...lottery, routes: [{ path: '/ขอพร' }], widgets: [], display_name: 'ขอพร' };
    const created = await put('mf_pray', pray);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.display_name).toBe('ขอพร');
    const { display_name: _left, ...older } = pray;
    const redeployed = await put('mf_pray', { ...older, version: '0.2.0' });
    expect(redeployed.statusCode).toBe(200);
    expect(redeployed.json().data).toMatchObject({ version: '0.2.0', display_name: 'ขอพร' });

    const catalog = (await app.inject({ url: '/public/v3/catalog' })).json().data;
    expect(catalog.remotes.find((r: { name: string }) => r.name === 'mf_pray').display_name).toBe('ขอพร');
    const list = ListSchema.parse(
      (await app.inject({ method: 'GET', url: '/admin/v1/remotes', headers: adminHeaders() })).json(),
    );
    expect(list.data.find((r) => r.name === 'mf_pray')?.display_name).toBe('ขอพร');

    const technical = await put('mf_pray', { ...pray, display_name: 'mf_pray' });
    expect(technical.statusCode).toBe(400);
    expect(technical.json().errors).toEqual([
      { field: 'display_name', message: CATALOG_MESSAGES.displayNameThai },
    ]);
    await app.inject({ method: 'DELETE', url: '/admin/v1/remotes/mf_pray', headers: adminHeaders() });
  });

  test('disable and enable flip the flag; unknown names are a Thai 404', async () => {
    const disabled = await app.inject({
      method: 'POST',
      url: '/admin/v1/remotes/mf_lottery/disable',
      headers: adminHeaders(),
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.enabled).toBe(false);
    const enabled = await app.inject({
      method: 'POST',
      url: '/admin/v1/remotes/mf_lottery/enable',
      headers: adminHeaders(),
    });
    expect(enabled.json().data.enabled).toBe(true);

    for (const url of ['/admin/v1/remotes/mf_nothing/enable', '/admin/v1/remotes/mf_nothing/disable']) {
      const response = await app.inject({ method: 'POST', url, headers: adminHeaders() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: RELEASE_MESSAGES.remoteNotFound, errors: [], status: 404 });
    }
  });

  test('DELETE removes the remote once', async () => {
    await put('mf_gone', lottery);
    const first = await app.inject({
      method: 'DELETE',
      url: '/admin/v1/remotes/mf_gone',
      headers: adminHeaders(),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.name).toBe('mf_gone');
    const second = await app.inject({
      method: 'DELETE',
      url: '/admin/v1/remotes/mf_gone',
      headers: adminHeaders(),
    });
    expect(second.statusCode).toBe(404);
  });

  test.each([
    ['a name in the body that differs from the path', { ...lottery, name: 'mf_other' }, 'name'],
    ['an entry that is not an http(s) URL', { ...lottery, entry: 'ftp://x/mf-manifest.json' }, 'entry'],
    ['a missing version', { entry: lottery.entry }, 'version'],
    ['a route path without a leading slash', { ...lottery, routes: [{ path: 'check' }] }, 'routes.0.path'],
    ['an unknown layout', { ...lottery, routes: [{ path: '/x', layout: 'wide' }] }, 'routes.0.layout'],
    [
      'a campaign that ends before it starts',
      {
        ...lottery,
        campaign_starts_at: '2026-12-02T00:00:00+07:00',
        campaign_ends_at: '2026-12-01T00:00:00+07:00',
      },
      'campaign_ends_at',
    ],
    [
      'a campaign time without an offset',
      { ...lottery, campaign_starts_at: '2026-12-02T00:00:00' },
      'campaign_starts_at',
    ],
  ])('400 for %s', async (_label, payload, field) => {
    const response = await put('mf_lottery', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ message: MESSAGES.invalidInput, status: 400 });
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
  });

  test('400 for a bad name in the path, and for a missing or malformed body', async () => {
    const badName = await put('Bad-Name', lottery);
    expect(badName.statusCode).toBe(400);
    expect(badName.json().errors[0].field).toBe('name');

    const noBody = await app.inject({
      method: 'PUT',
      url: '/admin/v1/remotes/mf_lottery',
      headers: adminHeaders(),
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().errors).toEqual([{ field: 'body', message: 'จำเป็นต้องระบุ' }]);

    const malformed = await app.inject({
      method: 'PUT',
      url: '/admin/v1/remotes/mf_lottery',
      headers: { ...adminHeaders(), 'content-type': 'application/json' },
      payload: '{"entry": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: MESSAGES.invalidJson, errors: [], status: 400 });
  });
});

describe('without ADMIN_TOKEN', () => {
  let closedApp: FastifyInstance;
  beforeAll(async () => {
    closedApp = await buildTestApp({ config: { adminToken: undefined } });
  });
  afterAll(() => closedApp.close());

  test('the admin API is off (503), whatever token is sent', async () => {
    for (const headers of [{}, adminHeaders()]) {
      const response = await closedApp.inject({ method: 'GET', url: '/admin/v1/remotes', headers });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: MESSAGES.adminDisabled, errors: [], status: 503 });
    }
  });
});

describe('site roles', () => {
  test('a second remote claiming a role another one serves is refused with a Thai 409', async () => {
    const login = { ...lottery, routes: [{ path: '/members/login', role: 'login' }], widgets: [] };
    expect((await put('mf_roles_a', login)).statusCode).toBe(201);
    const rival = await put('mf_roles_b', { ...login, routes: [{ path: '/sign-in', role: 'login' }] });
    expect(rival.statusCode).toBe(409);
    expect(rival.json()).toMatchObject({
      message: RELEASE_MESSAGES.roleTaken,
      errors: [{ field: 'routes', message: expect.stringContaining('mf_roles_a') }],
    });
    // The holder may move its own role.
    const moved = await put('mf_roles_a', {
      ...login,
      version: '0.2.0',
      routes: [{ path: '/entrar', role: 'login' }],
    });
    expect(moved.statusCode).toBe(200);
    expect(OneSchema.parse(moved.json()).data.routes[0]).toMatchObject({ path: '/entrar', role: 'login' });
  });
});
