import type { StaffRole } from '@chokdee/shared-contract/schemas/staff-roles';
import type { FastifyInstance } from 'fastify';
import { upsertStaff } from '#api/staff/staff-repository';
import { grantRoles } from '#api/staff-access/staff-roles-repository';
import { TEST_NOW } from '#api/test/build-test-app';

export interface StaffLogin {
  id: number;
  username: string;
  headers: { authorization: string };
}

let made = 0;

/** A staff account holding `roles`, logged in through the console's login. */
export async function staffWithRoles(app: FastifyInstance, roles: StaffRole[]): Promise<StaffLogin> {
  made += 1;
  const username = `staff-${roles.join('-') || 'none'}-${made}`;
  const password = 'staff-password-1234';
  const row = await upsertStaff(app.db, { username, name: 'เจ้าหน้าที่ทดสอบ', password }, TEST_NOW);
  await grantRoles(app.db, row.id, roles, 'test', TEST_NOW);
  const login = await app.inject({
    method: 'POST',
    url: '/admin/v1/staff-sessions',
    payload: { username, password },
    remoteAddress: `10.77.0.${made}`,
  });
  if (login.statusCode !== 201) throw new Error(`login of ${username}: ${login.statusCode} ${login.body}`);
  return { id: row.id, username, headers: { authorization: `Bearer ${login.json().data.token}` } };
}
