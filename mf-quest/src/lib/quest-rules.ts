import type { Quest } from '@chokdee/shared-contract/schemas/quest';

/** Spec §4 Quest status, as pure rules over the quest the API answers (first rule, first result). */

const firstRule = (quest: Quest) => quest.quest_rules[0];
const firstResult = (quest: Quest) => quest.quest_results[0];
export const firstReward = (quest: Quest) => quest.quest_rewards[0];

/** The rule's target, 0 when the quest has no rule. */
export function targetOf(quest: Quest): number {
  return firstRule(quest)?.target ?? 0;
}

/** Tickets counted so far, 0 before the first one. */
export function valueOf(quest: Quest): number {
  return firstResult(quest)?.value ?? 0;
}

/**
 * Active when the member's result is active, or the quest is active and has a rule;
 * never once the result is completed (the reward was claimed).
 */
export function isQuestActive(quest: Quest): boolean {
  const result = firstResult(quest);
  if (result?.status === 'completed') return false;
  if (result?.status === 'active') return true;
  return quest.status === 'active' && firstRule(quest) !== undefined;
}

/** Ready to complete: active, and the value has reached exactly the target. */
export function readyToComplete(quest: Quest): boolean {
  const rule = firstRule(quest);
  const result = firstResult(quest);
  return isQuestActive(quest) && rule !== undefined && result !== undefined && result.value === rule.target;
}

/** round(value / target × 100); 0 without a value (or a target). */
export function progressPercent(quest: Quest): number {
  const value = firstResult(quest)?.value;
  const target = targetOf(quest);
  if (!value || target <= 0) return 0;
  return Math.round((value / target) * 100);
}

/** target − value: the tickets still to buy. */
export function remaining(quest: Quest): number {
  return targetOf(quest) - valueOf(quest);
}

/** How many of the quests wait for the member to claim their reward (the gift button's badge). */
export function completableCount(quests: readonly Quest[]): number {
  return quests.filter(readyToComplete).length;
}

/** The quest the strip and the modal show: one ready to complete first, else the first active one. */
export function currentQuest(quests: readonly Quest[]): Quest | null {
  return quests.find(readyToComplete) ?? quests.find(isQuestActive) ?? null;
}
