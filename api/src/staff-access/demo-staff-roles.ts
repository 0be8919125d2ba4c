import type { Executor } from '#api/db/client';
import { hashPassword } from '#api/auth/password';
import { DEMO_STAFF } from '#api/staff/demo-staff';
import { findStaffByUsername } from '#api/staff/staff-repository';
import { staff } from '#api/staff/staff-tables';
import { grantRoles } from './staff-roles-repository';

/** The demo's reviewer (api/README.md "Demo staff"): prayer projects only; never seeded in production. */
export const DEMO_REVIEWER = {
  username: 'reviewer',
  name: 'มาลี ตรวจดี',
  password: 'chokdee-review-1234',
} as const;

/** The demo owner is the owner; the demo reviewer is made once, a reviewer (changes to it are kept). */
export async function seedDemoStaffRoles(db: Executor, now: Date): Promise<void> {
  const owner = await findStaffByUsername(db, DEMO_STAFF.username);
  if (owner) await grantRoles(db, owner.id, ['owner'], 'seed', now);
  const [made] = await db
    .insert(staff)
    .values({
      username: DEMO_REVIEWER.username,
      name: DEMO_REVIEWER.name,
      password_hash: await hashPassword(DEMO_REVIEWER.password),
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing({ target: staff.username })
    .returning({ id: staff.id });
  if (made) await grantRoles(db, made.id, ['reviewer'], 'seed', now);
}
