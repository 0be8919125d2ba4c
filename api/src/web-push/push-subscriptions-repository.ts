import { and, count, eq, sql } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@chokdee/shared-contract/schemas/web-push';
import type { Database, Executor } from '#api/db/client';
import { pushSubscriptions } from './web-push-tables';

/** Browsers one member may receive notices on; a new one past this is refused until one is turned off. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

export type SaveSubscriptionResult = 'saved' | 'full';

/**
 * Stores the browser's subscription for the member. The same endpoint again updates its keys (and
 * moves it to this member: one browser, whoever subscribed there last). The member's count is
 * checked under a lock of their own (`pg_advisory_xact_lock` on a key of the member), so two
 * browsers subscribing at once cannot both take the last place.
 */
export async function saveSubscription(
  db: Database,
  userId: number,
  body: PushSubscriptionBody,
): Promise<SaveSubscriptionResult> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`push-subscriptions:${userId}`}, 0))`,
    );
    const [mine] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, body.endpoint)));
    if (!mine) {
      const [held] = await tx
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.user_id, userId));
      if ((held?.n ?? 0) >= MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER) return 'full';
    }
    await tx
      .insert(pushSubscriptions)
      .values({ user_id: userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { user_id: userId, p256dh: body.keys.p256dh, auth: body.keys.auth, last_success_at: null },
      });
    return 'saved';
  });
}

/** Turns push off for one of the member's browsers; another member's endpoint is left alone. */
export async function removeSubscription(db: Executor, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export function subscriptionsOf(db: Executor, userId: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, userId))
    .orderBy(pushSubscriptions.id);
}

export type StoredSubscription = Awaited<ReturnType<typeof subscriptionsOf>>[number];

export async function hasSubscription(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, userId))
    .limit(1);
  return row !== undefined;
}

/** The push service said the subscription is gone (404/410): it never comes back. */
export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markDelivered(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ last_success_at: at }).where(eq(pushSubscriptions.id, id));
}
