import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { staffRoles } from './staff-access-tables';
import { staffWithRoles } from './test/staff-fixtures';

/**
 * Owners changing roles at the same moment on a real PostgreSQL server: the console always keeps
 * one owner, and grants made together are each made once.
 */
jest.setTimeout(120_000);

const { testOnPostgres } = appOnPostgres('staff_roles_races');

async function owners(app: FastifyInstance): Promise<number> {
  return (await app.db.select().from(staffRoles).where(eq(staffRoles.role, 'owner'))).length;
}

testOnPostgres(
  'two owners revoking each other at once leave one owner, the other is refused',
  async (app) => {
    for (let round = 0; round < 5; round += 1) {
      // Only these two are owners: everyone else's owner role goes first.
      await app.db.delete(staffRoles).where(eq(staffRoles.role, 'owner'));
      const first = await staffWithRoles(app, ['owner']);
      const second = await staffWithRoles(app, ['owner']);
      const answers = await Promise.all([
        app.inject({
          method: 'DELETE',
          url: `/admin/v1/staff-accounts/${second.id}/roles/owner`,
          headers: first.headers,
        }),
        app.inject({
          method: 'DELETE',
          url: `/admin/v1/staff-accounts/${first.id}/roles/owner`,
          headers: second.headers,
        }),
      ]);
      // The one refused is either still an owner when it asks (409: the last owner stays) or was
      // revoked a moment before (403: no longer allowed to change roles); both keep one owner.
      const [won, refused] = answers.map((answer) => answer.statusCode).sort();
      expect(won).toBe(200);
      expect([403, 409]).toContain(refused);
      expect(await owners(app)).toBe(1);
    }
  },
);

testOnPostgres('twenty grants of one role at once: one row, every answer the same roles', async (app) => {
  const owner = await staffWithRoles(app, ['owner']);
  const target = await staffWithRoles(app, ['support']);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: `/admin/v1/staff-accounts/${target.id}/roles`,
        headers: owner.headers,
        payload: { role: i % 2 === 0 ? 'shop' : 'reviewer' },
      }),
    ),
  );
  expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  const rows = await app.db.select().from(staffRoles).where(eq(staffRoles.staff_id, target.id));
  expect(rows.map((row) => row.role).sort()).toEqual(['reviewer', 'shop', 'support']);
});
