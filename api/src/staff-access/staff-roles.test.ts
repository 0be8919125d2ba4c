import { STAFF_ROLE_MESSAGES, type StaffRole } from '@chokdee/shared-contract/schemas/staff-roles';
import type { FastifyInstance } from 'fastify';
import { DEMO_STAFF } from '#api/staff/demo-staff';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';
import { staffWithRoles, type StaffLogin } from './test/staff-fixtures';

jest.setTimeout(60_000);

let app: FastifyInstance;
const as: Partial<Record<StaffRole, StaffLogin>> = {};

beforeAll(async () => {
  app = await buildTestApp();
  for (const role of ['owner', 'shop', 'reviewer', 'support'] as const)
    as[role] = await staffWithRoles(app, [role]);
});
afterAll(() => app.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

const call = (who: StaffLogin | 'ADMIN_TOKEN', { method, url, payload }: Call) =>
  app.inject({ method, url, payload, headers: who === 'ADMIN_TOKEN' ? adminHeaders() : who.headers });

/** Each call and the roles that get past the role check (an owner always does). */
const MATRIX: { call: Call; allowed: StaffRole[] }[] = [
  { call: { method: 'GET', url: '/admin/v1/staff-sessions' }, allowed: ['shop', 'reviewer', 'support'] },
  { call: { method: 'GET', url: '/admin/v1/remotes' }, allowed: [] },
  { call: { method: 'GET', url: '/admin/v1/catalog-changes' }, allowed: [] },
  { call: { method: 'GET', url: '/admin/v1/staff-accounts' }, allowed: [] },
  { call: { method: 'GET', url: '/admin/v1/audit-log' }, allowed: [] },
  { call: { method: 'GET', url: '/admin/v1/pray/projects' }, allowed: ['reviewer'] },
  {
    call: {
      method: 'PUT',
      url: '/admin/v1/shop-products/NO-SUCH/discount',
      payload: { discount_percent: 10 },
    },
    allowed: ['shop'],
  },
  { call: { method: 'POST', url: '/admin/v1/shop-purchases/SP0/confirm-payment' }, allowed: ['shop'] },
  { call: { method: 'GET', url: '/admin/v1/quest-reward-shipments' }, allowed: ['shop', 'support'] },
  {
    call: {
      method: 'POST',
      url: '/admin/v1/quest-reward-shipments/999999/status',
      payload: { status: 'shipped' },
    },
    allowed: ['shop'],
  },
  { call: { method: 'GET', url: '/admin/v1/reward-shipments' }, allowed: ['shop', 'support'] },
  {
    call: {
      method: 'POST',
      url: '/admin/v1/reward-shipments/quest/999999/ship',
      payload: { carrier: 'kerry', tracking_number: 'KER000000001' },
    },
    allowed: ['shop'],
  },
  { call: { method: 'PATCH', url: '/admin/v1/quests/999999', payload: {} }, allowed: [] },
];

describe('roles are enforced by the API, by URL', () => {
  for (const { call: request, allowed } of MATRIX) {
    test(`${request.method} ${request.url}: owner${allowed.map((r) => `, ${r}`).join('')} pass`, async () => {
      for (const role of ['owner', 'shop', 'reviewer', 'support'] as const) {
        const answer = await call(as[role]!, request);
        if (role === 'owner' || allowed.includes(role)) {
          expect([role, answer.statusCode]).not.toEqual([role, 403]);
          expect(answer.statusCode).toBeLessThan(500);
        } else {
          expect([role, answer.statusCode]).toEqual([role, 403]);
          expect(answer.json()).toEqual({ message: STAFF_ROLE_MESSAGES.forbidden, errors: [], status: 403 });
        }
      }
      expect((await call('ADMIN_TOKEN', request)).statusCode).not.toBe(403);
    });
  }

  test('a staff account with no role logs in, reads who it is, and nothing else', async () => {
    const none = await staffWithRoles(app, []);
    const me = await call(none, { method: 'GET', url: '/admin/v1/staff-sessions' });
    expect(me.json().data.roles).toEqual([]);
    expect((await call(none, { method: 'GET', url: '/admin/v1/pray/projects' })).statusCode).toBe(403);
  });

  test('the login and who-am-I answer the roles; the demo staff is the owner', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/admin/v1/staff-sessions',
      payload: { username: DEMO_STAFF.username, password: DEMO_STAFF.password },
      remoteAddress: '10.78.0.1',
    });
    expect(login.json().data.roles).toEqual(['owner']);
    const both = await staffWithRoles(app, ['support', 'reviewer']);
    const me = await call(both, { method: 'GET', url: '/admin/v1/staff-sessions' });
    expect(me.json().data).toMatchObject({ username: both.username, roles: ['reviewer', 'support'] });
  });

  test('a role taken away stops the next call at once', async () => {
    const reviewer = await staffWithRoles(app, ['reviewer']);
    expect((await call(reviewer, { method: 'GET', url: '/admin/v1/pray/projects' })).statusCode).toBe(200);
    const revoked = await call(as.owner!, {
      method: 'DELETE',
      url: `/admin/v1/staff-accounts/${reviewer.id}/roles/reviewer`,
    });
    expect(revoked.json().data).toEqual([]);
    expect((await call(reviewer, { method: 'GET', url: '/admin/v1/pray/projects' })).statusCode).toBe(403);
  });
});
