import type { Executor } from '#api/db/client';
import { staff } from '#api/db/schema/staff';
// The staff's demo owner belongs in staff/, which another branch is rewriting; until it moves there,
// this one seed reaches up to the password hashing.
// eslint-disable-next-line chokdee/api-layers
import { hashPassword } from '#api/auth/password';

/** The demo's product owner (api/README.md "Demo staff"); never seeded in production. */
export const DEMO_STAFF = { username: 'owner', name: 'มานี ใจดี', password: 'chokdee-admin-1234' } as const;

/** Inserts the demo staff account once; an existing one (maybe with a changed password) is kept. */
export async function seedDemoStaff(db: Executor, now: Date): Promise<void> {
  await db
    .insert(staff)
    .values({
      username: DEMO_STAFF.username,
      name: DEMO_STAFF.name,
      password_hash: await hashPassword(DEMO_STAFF.password),
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing({ target: staff.username });
}
