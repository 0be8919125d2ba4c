import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { users, type NewUserRow, type UserRow } from './auth-tables';
import { memberSessions } from './sessions';

/** PostgreSQL's unique_violation, whether the driver error is bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByTel(db: Executor, tel: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.tel, tel));
  return row;
}

export async function findUserByLineId(db: Executor, lineUserId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.line_user_id, lineUserId));
  return row;
}

/** Throws the driver's unique violation for a taken tel / LINE id (see `isUniqueViolation`). */
export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert users returned no row');
  return row;
}

export async function updateUser(
  db: Executor,
  id: number,
  patch: Partial<Omit<NewUserRow, 'id' | 'ref' | 'created_at'>>,
  now: Date,
): Promise<UserRow | undefined> {
  // A cached session carries the member's row (tel is checked by the OTP route): look it up again.
  memberSessions.forgetSubject(id);
  const [row] = await db
    .update(users)
    .set({ ...patch, updated_at: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}
