import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { memberNotices } from '../notices-tables';
import type { DeliveryChannelName, OutgoingNotice } from './delivery-channel';
import type { ChannelChoice } from './delivery-rules';
import { noticeChannelChoices, noticeDeliveries, type DeliveryState } from '../notice-delivery-tables';

/** The stored notice as a channel gets it, or null when it is gone (the member left). */
export async function outgoingNotice(db: Executor, noticeId: number): Promise<OutgoingNotice | null> {
  const [row] = await db.select().from(memberNotices).where(eq(memberNotices.id, noticeId));
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at,
  };
}

export async function choicesOf(db: Executor, userId: number): Promise<ChannelChoice[]> {
  return db
    .select({
      channel: noticeChannelChoices.channel,
      kind: noticeChannelChoices.kind,
      enabled: noticeChannelChoices.enabled,
    })
    .from(noticeChannelChoices)
    .where(eq(noticeChannelChoices.user_id, userId));
}

/** Claims the notice's delivery on a channel: true only for the first claim, ever. */
export async function claimDelivery(tx: Executor, noticeId: number, channel: DeliveryChannelName) {
  const rows = await tx
    .insert(noticeDeliveries)
    .values({ notice_id: noticeId, channel })
    .onConflictDoNothing()
    .returning({ id: noticeDeliveries.notice_id });
  return rows.length === 1;
}

/**
 * Takes the delivery for one worker: a queued one, or one whose holder outlived the job's expiry
 * (its process died, and the queue handed the job on). Null when it is done or held by another.
 */
export async function takeDelivery(
  db: Executor,
  noticeId: number,
  channel: DeliveryChannelName,
  expireSeconds: number,
): Promise<boolean> {
  const rows = await db
    .update(noticeDeliveries)
    .set({ state: 'sending', sending_since: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(noticeDeliveries.notice_id, noticeId),
        eq(noticeDeliveries.channel, channel),
        or(
          eq(noticeDeliveries.state, 'queued'),
          and(
            eq(noticeDeliveries.state, 'sending'),
            sql`${noticeDeliveries.sending_since} < now() - make_interval(secs => ${expireSeconds})`,
          ),
        ),
      ),
    )
    .returning({ id: noticeDeliveries.notice_id });
  return rows.length === 1;
}

/** Records the end of a try this worker holds: sent, unreachable, dead, or queued for the next. */
export async function endTry(
  db: Executor,
  noticeId: number,
  channel: DeliveryChannelName,
  outcome: { state: Exclude<DeliveryState, 'sending'>; error?: string },
): Promise<void> {
  await db
    .update(noticeDeliveries)
    .set({
      state: outcome.state,
      last_error: outcome.error ?? null,
      sending_since: null,
      updated_at: sql`now()`,
      attempts: sql`${noticeDeliveries.attempts} + 1`,
    })
    .where(
      and(
        eq(noticeDeliveries.notice_id, noticeId),
        eq(noticeDeliveries.channel, channel),
        eq(noticeDeliveries.state, 'sending'),
      ),
    );
}
