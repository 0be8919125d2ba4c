import type { Executor } from '#api/db/client';
import { hashPassword } from '#api/auth/password';
import { staff } from './staff-tables';

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
