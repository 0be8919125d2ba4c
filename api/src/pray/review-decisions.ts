import type { PrayDecision } from '@chokdee/shared-contract/schemas/pray-review';
import type { Executor } from '../db/client';
import { prayReviewDecisions } from './pray-tables';

export interface DecisionInput {
  ownerId: number;
  projectId: number;
  updateId?: number | null;
  decision: PrayDecision;
  reason?: string | null;
  title: string;
  staffId?: number | null;
}

/** Keeps a decision for the author's history, in the transaction that makes it. */
export async function logDecision(tx: Executor, input: DecisionInput, now: Date): Promise<void> {
  await tx.insert(prayReviewDecisions).values({
    owner_id: input.ownerId,
    project_id: input.projectId,
    update_id: input.updateId ?? null,
    decision: input.decision,
    reason: input.reason ?? null,
    title: input.title,
    staff_id: input.staffId ?? null,
    decided_at: now,
  });
}
