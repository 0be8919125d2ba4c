import type { Notice, NoticeKind } from '@chokdee/shared-contract/schemas/notices';
import { and, count, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { queueNoticeFanout } from './delivery/notice-queue';
import { announceNotice } from './notice-channel';
import { memberNotices } from './notices-tables';

/** How many notices the list answers: the user menu shows the latest; older ones are on their pages. */
export const NOTICE_LIST_SIZE = 20;

export interface NoticeInput {
  userId: number;
  kind: NoticeKind;
  /** Names the event, the same each time it is told (`shop-purchase:12:shipped`). */
  eventKey: string;
  title: string;
  body?: string;
  /** A same-site path to the page the notice is about. */
  link?: string | null;
}

/**
 * Stores a notice for the member, in the caller's transaction (the change it tells commits with
 * it), announces it to the member's open pages and queues its delivery outside the site. An event told again is ignored: true only
 * when this call stored it.
 */
export async function recordNotice(tx: Executor, input: NoticeInput): Promise<boolean> {
  const stored = await tx
    .insert(memberNotices)
    .values({
      user_id: input.userId,
      kind: input.kind,
      event_key: input.eventKey,
      title: input.title,
      body: input.body ?? '',
      link: input.link ?? null,
    })
    .onConflictDoNothing({ target: [memberNotices.user_id, memberNotices.event_key] })
    .returning({ id: memberNotices.id });
  if (stored.length === 0) return false;
  await announceNotice(tx, input.userId);
  await queueNoticeFanout(tx, stored[0]!.id);
  return true;
}

/** The member's latest notices, newest first, and how many of all of them are unread. */
export async function listNotices(db: Executor, userId: number): Promise<{ data: Notice[]; unread: number }> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(memberNotices)
      .where(eq(memberNotices.user_id, userId))
      .orderBy(desc(memberNotices.id))
      .limit(NOTICE_LIST_SIZE),
    db
      .select({ n: count() })
      .from(memberNotices)
      .where(and(eq(memberNotices.user_id, userId), isNull(memberNotices.read_at))),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      created_at: toBangkokIso(row.created_at),
      read: row.read_at !== null,
    })),
    unread: unread?.n ?? 0,
  };
}

/** Marks the member's notices up to `upTo` read (what the open list showed); others' are untouched. */
export async function markNoticesRead(db: Executor, userId: number, upTo: number, now: Date): Promise<void> {
  await db
    .update(memberNotices)
    .set({ read_at: now })
    .where(
      and(eq(memberNotices.user_id, userId), lte(memberNotices.id, upTo), isNull(memberNotices.read_at)),
    );
}
