import {
  QUEST_MESSAGES,
  type AdminQuestBodySchema,
  type AdminQuestPatchSchema,
  type AdminRewardPatchSchema,
} from '@chokdee/shared-contract/schemas/quest';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { questRewards, questRules, quests } from './quests-tables';
import { HttpError } from '../lib/http-error';

type NewQuest = z.output<typeof AdminQuestBodySchema>;
type QuestPatch = z.output<typeof AdminQuestPatchSchema>;
type RewardPatch = z.output<typeof AdminRewardPatchSchema>;

/** A quest with its buy-tickets rule and rewards, in one transaction; answers its id. */
export async function createQuest(db: Database, body: NewQuest, now: Date, code: string | null = null) {
  return db.transaction(async (tx) => {
    const [quest] = await tx
      .insert(quests)
      .values({
        code,
        name: body.name,
        description: body.description,
        image_url: body.image_url,
        status: body.status,
        started_at: new Date(body.started_at),
        ended_at: new Date(body.ended_at),
        created_at: now,
        updated_at: now,
      })
      .returning({ id: quests.id });
    const questId = quest!.id;
    await tx.insert(questRules).values({ quest_id: questId, type: 'buy_tickets', target: body.target });
    await tx.insert(questRewards).values(body.rewards.map((reward) => ({ ...reward, quest_id: questId })));
    return questId;
  });
}

/** Edits a quest's fields and its first rule's target; the window must stay in order. */
export async function updateQuest(db: Database, id: number, patch: QuestPatch, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [quest] = await tx.select().from(quests).where(eq(quests.id, id)).for('update');
    if (!quest) throw new HttpError(404, QUEST_MESSAGES.questNotFound);
    const startedAt = patch.started_at ? new Date(patch.started_at) : quest.started_at;
    const endedAt = patch.ended_at ? new Date(patch.ended_at) : quest.ended_at;
    if (endedAt <= startedAt) {
      throw new HttpError(400, QUEST_MESSAGES.window, [
        { field: 'ended_at', message: QUEST_MESSAGES.window },
      ]);
    }
    const { target, ...fields } = patch;
    await tx
      .update(quests)
      .set({ ...fields, started_at: startedAt, ended_at: endedAt, updated_at: now })
      .where(eq(quests.id, id));
    if (target !== undefined) {
      const [rule] = await tx
        .select({ id: questRules.id })
        .from(questRules)
        .where(eq(questRules.quest_id, id))
        .orderBy(asc(questRules.id))
        .limit(1);
      if (rule)
        await tx.update(questRules).set({ target, updated_at: now }).where(eq(questRules.id, rule.id));
      else await tx.insert(questRules).values({ quest_id: id, type: 'buy_tickets', target });
    }
  });
}

export async function updateReward(db: Database, id: number, patch: RewardPatch, now: Date): Promise<void> {
  const rows = await db
    .update(questRewards)
    .set({ ...patch, updated_at: now })
    .where(eq(questRewards.id, id))
    .returning({ id: questRewards.id });
  if (rows.length === 0) throw new HttpError(404, QUEST_MESSAGES.rewardNotFound);
}
