import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { staff, staffTokens, type StaffRow } from '#api/db/schema/staff';
import { hashPassword } from '#api/auth/password';
import { randomToken, sha256Hex } from '#api/lib/secure-token';

/** A staff session lasts a working day; logging in again is cheap. */
export const STAFF_TOKEN_HOURS = 12;

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

/** A new opaque token for the staff member; only its hash is stored. */
export async function issueStaffToken(
  db: Executor,
  staffId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + STAFF_TOKEN_HOURS * 60 * 60 * 1000);
  await db
    .insert(staffTokens)
    .values({ staff_id: staffId, token_hash: sha256Hex(token), created_at: now, expires_at: expiresAt });
  return { token, expiresAt };
}

/** The staff member behind a live (unrevoked, unexpired) token. */
export async function findStaffByToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<{ staff: StaffRow; tokenId: number } | undefined> {
  const [row] = await db
    .select({ staff, tokenId: staffTokens.id })
    .from(staffTokens)
    .innerJoin(staff, eq(staff.id, staffTokens.staff_id))
    .where(
      and(
        eq(staffTokens.token_hash, sha256Hex(token)),
        isNull(staffTokens.revoked_at),
        gt(staffTokens.expires_at, now),
      ),
    );
  return row;
}

export async function revokeStaffToken(db: Executor, tokenId: number, now: Date): Promise<void> {
  await db
    .update(staffTokens)
    .set({ revoked_at: now })
    .where(and(eq(staffTokens.id, tokenId), isNull(staffTokens.revoked_at)));
}
