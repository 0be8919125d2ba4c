import type { Quest } from '@chokdee/shared-contract/schemas/quest';
import { and, asc, desc, eq, exists, inArray, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { questResults, questRewards, questRewardShipments, questRules, quests } from './quests-tables';
import { toBangkokIso } from '../lib/bangkok-time';
import { activityStatus, isActiveForMember } from './activity-status';

/** A stored picture path (`/static/…`) is served by the API: prefix its origin; a full URL stays. */
export function questImageUrl(origin: string, stored: string): string {
  return stored.startsWith('/') ? `${origin}${stored}` : stored;
}

/**
 * The member's view of published quests (and any they hold a result in), each with its rules,
 * rewards, the member's own result, activity status and shipment. Newest window first.
 */
export async function loadMemberQuests(
  db: Executor,
  input: { userId: number; now: Date; origin: string; questId?: number },
): Promise<Quest[]> {
  const { userId, now, origin } = input;
  const ownResult = exists(
    db
      .select({ id: questResults.id })
      .from(questResults)
      .where(and(eq(questResults.quest_id, quests.id), eq(questResults.user_id, userId))),
  );
  const rows = await db
    .select()
    .from(quests)
    .where(
      and(
        or(eq(quests.status, 'active'), ownResult),
        input.questId === undefined ? undefined : eq(quests.id, input.questId),
      ),
    )
    .orderBy(desc(quests.started_at), desc(quests.id));
  if (rows.length === 0) return [];
  const ids = rows.map((q) => q.id);
  const [rules, rewards, results, shipments] = await Promise.all([
    db.select().from(questRules).where(inArray(questRules.quest_id, ids)).orderBy(asc(questRules.id)),
    db.select().from(questRewards).where(inArray(questRewards.quest_id, ids)).orderBy(asc(questRewards.id)),
    db
      .select()
      .from(questResults)
      .where(and(inArray(questResults.quest_id, ids), eq(questResults.user_id, userId))),
    db
      .select({ id: questRewardShipments.id, quest_id: questRewardShipments.quest_id })
      .from(questRewardShipments)
      .where(and(inArray(questRewardShipments.quest_id, ids), eq(questRewardShipments.user_id, userId))),
  ]);
  return rows.map((quest) => {
    const ownRules = rules.filter((r) => r.quest_id === quest.id);
    const result = results.find((r) => r.quest_id === quest.id) ?? null;
    return {
      id: quest.id,
      name: quest.name,
      description: quest.description,
      image: { url: questImageUrl(origin, quest.image_url) },
      started_at: toBangkokIso(quest.started_at),
      ended_at: toBangkokIso(quest.ended_at),
      status: quest.status,
      activity_status: activityStatus(
        {
          started_at: quest.started_at,
          ended_at: quest.ended_at,
          target: ownRules[0]?.target ?? null,
          result,
        },
        now,
      ),
      quest_rules: ownRules.map((r) => ({ id: r.id, type: r.type, target: r.target })),
      quest_rewards: rewards
        .filter((r) => r.quest_id === quest.id)
        .map((r) => ({
          id: r.id,
          name: r.name,
          description: r.description,
          image: { url: questImageUrl(origin, r.image_url) },
          stock: r.stock,
        })),
      quest_results: result ? [{ id: result.id, value: result.value, status: result.status }] : [],
      shipment_id: shipments.find((s) => s.quest_id === quest.id)?.id ?? null,
    };
  });
}

/**
 * Spec §4: the quests active for the member — published, with a rule, live now or waiting for
 * their claim; never one already claimed. Those waiting come first (the modal opens on them).
 */
export function activeQuests(all: Quest[]): Quest[] {
  return all
    .filter((q) => q.status === 'active' && q.quest_rules.length > 0 && isActiveForMember(q.activity_status))
    .sort((a, b) => Number(b.activity_status === 'waiting') - Number(a.activity_status === 'waiting'));
}

export const completableQuests = (all: Quest[]): Quest[] =>
  activeQuests(all).filter((q) => q.activity_status === 'waiting');
