import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { staff, type StaffRow } from './staff-tables';
import { hashPassword } from '#api/auth/password';

export async function findStaffById(db: Executor, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

export async function findStaffByUsername(db: Executor, username: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username));
  return row;
}

/** Creates the account, or sets a new name and password on an existing one (scripts/add-staff.ts, the demo seed). */
export async function upsertStaff(
  db: Executor,
  input: { username: string; name: string; password: string },
  now: Date,
): Promise<StaffRow> {
  const password_hash = await hashPassword(input.password);
  const [row] = await db
    .insert(staff)
    .values({ username: input.username, name: input.name, password_hash, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: staff.username, set: { name: input.name, password_hash, updated_at: now } })
    .returning();
  if (!row) throw new Error(`upsert of staff ${input.username} returned no row`);
  return row;
}
