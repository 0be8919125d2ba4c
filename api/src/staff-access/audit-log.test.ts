import type { AuditEntry } from '@chokdee/shared-contract/schemas/staff-roles';
import { STAFF_ROLE_MESSAGES } from '@chokdee/shared-contract/schemas/staff-roles';
import type { FastifyInstance } from 'fastify';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';
import { staffWithRoles, type StaffLogin } from './test/staff-fixtures';

jest.setTimeout(60_000);

let app: FastifyInstance;
let owner: StaffLogin;
let reviewer: StaffLogin;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await staffWithRoles(app, ['owner']);
  reviewer = await staffWithRoles(app, ['reviewer']);
});
afterAll(() => app.close());

async function auditLog(
  query = '',
): Promise<{ data: AuditEntry[]; meta: { total: number; last_page: number } }> {
  const answer = await app.inject({
    method: 'GET',
    url: `/admin/v1/audit-log${query}`,
    headers: owner.headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

describe('the audit log', () => {
  test('a review is logged with who, when, the route, and the status before and after', async () => {
    const queue = await app.inject({
      method: 'GET',
      url: '/admin/v1/pray/projects',
      headers: reviewer.headers,
    });
    const project = queue.json().data[0] as { id: number };
    const rejected = await app.inject({
      method: 'POST',
      url: `/admin/v1/pray/projects/${project.id}/reject`,
      headers: reviewer.headers,
      payload: { reason: 'รูปภาพไม่ชัดเจน กรุณาอัปโหลดใหม่' },
    });
    expect(rejected.statusCode).toBe(200);
    const [line] = (await auditLog()).data;
    expect(line).toMatchObject({
      actor: reviewer.username,
      staff_id: reviewer.id,
      method: 'POST',
      route: '/admin/v1/pray/projects/:id/reject',
      params: { id: String(project.id) },
      status: 200,
      before: { status: 'pending_review', reject_reason: null },
      after: { status: 'rejected', reject_reason: 'รูปภาพไม่ชัดเจน กรุณาอัปโหลดใหม่' },
    });
    expect(line!.at).toBe('2026-11-21T18:00:00.000+07:00');
  });

  test('every changing call is logged, a refused one and one by ADMIN_TOKEN too; reads and logins are not', async () => {
    const before = (await auditLog()).meta.total;
    await staffWithRoles(app, ['shop']);
    const refused = await app.inject({
      method: 'PUT',
      url: '/admin/v1/shop-products/AM001/discount',
      headers: reviewer.headers,
      payload: { discount_percent: 10 },
    });
    expect(refused.statusCode).toBe(403);
    await app.inject({ method: 'GET', url: '/admin/v1/remotes', headers: adminHeaders() });
    await app.inject({
      method: 'POST',
      url: '/admin/v1/remotes/mf_pray/health-check',
      headers: adminHeaders(),
    });
    const { data, meta } = await auditLog();
    expect(meta.total).toBe(before + 2);
    expect(data[0]).toMatchObject({
      actor: 'ADMIN_TOKEN',
      staff_id: null,
      route: '/admin/v1/remotes/:name/health-check',
    });
    expect(data[1]).toMatchObject({
      actor: reviewer.username,
      route: '/admin/v1/shop-products/:code/discount',
      params: { code: 'AM001' },
      status: 403,
      before: null,
      after: null,
    });
  });

  test('it is read a page at a time, newest first, by the owner only', async () => {
    const first = await auditLog('?per_page=1&page=1');
    const second = await auditLog('?per_page=1&page=2');
    expect(first.data).toHaveLength(1);
    expect(second.data[0]!.id).toBeLessThan(first.data[0]!.id);
    expect(first.meta.last_page).toBe(first.meta.total);
    const refused = await app.inject({
      method: 'GET',
      url: '/admin/v1/audit-log',
      headers: reviewer.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("the owner's staff accounts", () => {
  const roles = (staff: StaffLogin, method: 'POST' | 'DELETE', role: string, who = owner) =>
    app.inject({
      method,
      url: `/admin/v1/staff-accounts/${staff.id}/roles${method === 'DELETE' ? `/${role}` : ''}`,
      headers: who.headers,
      payload: method === 'POST' ? { role } : undefined,
    });

  test('lists every account with its roles; a grant and a revoke are logged with before and after', async () => {
    const support = await staffWithRoles(app, ['support']);
    const granted = await roles(support, 'POST', 'shop');
    expect(granted.json().data).toEqual(['shop', 'support']);
    // A second grant changes nothing.
    expect((await roles(support, 'POST', 'shop')).json().data).toEqual(['shop', 'support']);
    const list = await app.inject({ method: 'GET', url: '/admin/v1/staff-accounts', headers: owner.headers });
    expect(list.json().data).toContainEqual({
      id: support.id,
      username: support.username,
      name: 'เจ้าหน้าที่ทดสอบ',
      roles: ['shop', 'support'],
    });
    expect((await roles(support, 'DELETE', 'support')).json().data).toEqual(['shop']);
    const [revoke, , grant] = (await auditLog()).data;
    expect(revoke).toMatchObject({
      actor: owner.username,
      target_id: String(support.id),
      before: { roles: ['shop', 'support'] },
      after: { roles: ['shop'] },
    });
    expect(grant).toMatchObject({ before: { roles: ['support'] }, after: { roles: ['shop', 'support'] } });
  });

  test('only an owner grants; an unknown role is a Thai 400 and an unknown account a 404', async () => {
    expect((await roles(owner, 'POST', 'owner', reviewer)).statusCode).toBe(403);
    const bad = await roles(reviewer, 'POST', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('role');
    const missing = await app.inject({
      method: 'POST',
      url: '/admin/v1/staff-accounts/999999/roles',
      headers: owner.headers,
      payload: { role: 'shop' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_ROLE_MESSAGES.staffNotFound);
  });

  test('the last owner cannot lose the owner role', async () => {
    const list = await app.inject({ method: 'GET', url: '/admin/v1/staff-accounts', headers: owner.headers });
    const owners = (list.json().data as { id: number; roles: string[] }[]).filter((s) =>
      s.roles.includes('owner'),
    );
    // Everyone but this test's owner stops being one; then the last refuses.
    for (const other of owners.filter((s) => s.id !== owner.id)) {
      const answer = await app.inject({
        method: 'DELETE',
        url: `/admin/v1/staff-accounts/${other.id}/roles/owner`,
        headers: owner.headers,
      });
      expect(answer.statusCode).toBe(200);
    }
    const last = await roles(owner, 'DELETE', 'owner');
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(STAFF_ROLE_MESSAGES.lastOwner);
  });
});
