import { and, eq, gt, isNull } from 'drizzle-orm';
import { users } from '#api/auth/auth-tables';
import { findUserByLineId, isUniqueViolation, updateUser } from '#api/auth/users-repository';
import type { Executor } from '#api/db/client';
import { lineConnectStates, type LineConnectStateRow } from './line-messaging-tables';

export async function insertConnectState(
  db: Executor,
  values: Omit<LineConnectStateRow, 'id' | 'used_at'>,
): Promise<void> {
  await db.insert(lineConnectStates).values(values);
}

/** Uses a connect state once: only if it exists, has not expired and no other request took it. */
export async function takeConnectState(
  db: Executor,
  stateHash: string,
  now: Date,
): Promise<LineConnectStateRow | undefined> {
  const [row] = await db
    .update(lineConnectStates)
    .set({ used_at: now })
    .where(
      and(
        eq(lineConnectStates.state_hash, stateHash),
        isNull(lineConnectStates.used_at),
        gt(lineConnectStates.expires_at, now),
      ),
    )
    .returning();
  return row;
}

export interface LineLink {
  lineUserId: string | null;
  following: boolean;
}

export async function lineLinkOf(db: Executor, userId: number): Promise<LineLink | undefined> {
  const [row] = await db
    .select({ lineUserId: users.line_user_id, following: users.is_follow_line_notification })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export type LinkOutcome = 'linked' | 'taken-by-other' | 'member-has-other';

/**
 * Links a LINE account to a member and records whether it follows the Official Account. The
 * unique index on `line_user_id` decides between two members linking one LINE account at once.
 */
export async function linkLineAccount(
  db: Executor,
  input: { userId: number; lineUserId: string; following: boolean },
  now: Date,
): Promise<LinkOutcome> {
  const current = await lineLinkOf(db, input.userId);
  if (current?.lineUserId && current.lineUserId !== input.lineUserId) return 'member-has-other';
  const holder = await findUserByLineId(db, input.lineUserId);
  if (holder && holder.id !== input.userId) return 'taken-by-other';
  try {
    await updateUser(
      db,
      input.userId,
      { line_user_id: input.lineUserId, is_follow_line_notification: input.following },
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken-by-other';
    throw error;
  }
  return 'linked';
}

/** The member's notices stop (disconnect) or go on; the LINE account stays linked (it may be their login). */
export async function setMemberFollowing(db: Executor, userId: number, following: boolean, now: Date) {
  await updateUser(db, userId, { is_follow_line_notification: following }, now);
}

/** A follow or unfollow from LINE's webhook: the member linked to that LINE account, if any. */
export async function setLineAccountFollowing(
  db: Executor,
  lineUserId: string,
  following: boolean,
  now: Date,
): Promise<boolean> {
  const member = await findUserByLineId(db, lineUserId);
  if (!member) return false;
  if (member.is_follow_line_notification !== following) {
    await updateUser(db, member.id, { is_follow_line_notification: following }, now);
  }
  return true;
}
