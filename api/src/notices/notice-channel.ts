import { sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';

/** The channel a stored notice is announced on; the payload is the member's id, nothing more. */
export const NOTICE_CHANNEL = 'member_notices';

/**
 * Tells every API process that the member has a new notice. NOTIFY is transactional: the open
 * pages hear of it when the change it tells about commits, and never of a rolled-back one.
 */
export async function announceNotice(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${NOTICE_CHANNEL}, ${String(userId)})`);
}

/** The member id a payload names, or null for anything else. */
export function memberOfNotice(payload: string): number | null {
  return /^[1-9]\d{0,9}$/.test(payload) ? Number(payload) : null;
}
