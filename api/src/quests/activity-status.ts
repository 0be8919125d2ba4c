import type { QuestActivityStatus } from '@chokdee/shared-contract/schemas/quest';

export interface QuestProgress {
  started_at: Date;
  ended_at: Date;
  target: number | null;
  result: { value: number; status: 'active' | 'completed' } | null;
}

/**
 * Spec §3 Quest activity status as the member's pages show it: claimed → completed; at the
 * target and not claimed → waiting (even after the window closed); otherwise by the window.
 */
export function activityStatus(quest: QuestProgress, now: Date): QuestActivityStatus {
  const { result, target } = quest;
  if (result?.status === 'completed') return 'completed';
  if (result && target !== null && result.value >= target) return 'waiting';
  if (now < quest.started_at) return 'incoming';
  if (now >= quest.ended_at) return 'passed';
  return 'in_progress';
}

/** Shown in the strip, the modal and the gift button: live now, or waiting for its claim. */
export function isActiveForMember(status: QuestActivityStatus): boolean {
  return status === 'in_progress' || status === 'waiting';
}
