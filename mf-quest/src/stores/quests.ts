import { fetchActiveQuests } from '../api/quests';
import { on, type ChokdeeEventName } from '@chokdee/shared-kernel/events';
import type { Quest } from '@chokdee/shared-contract/schemas/quest';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { invalidate } from '@chokdee/shared-kernel/api/request-cache';
import { watchMemberRequest } from '@chokdee/shared-kernel/stores/watch-member-request';
import { atom, computed, onMount } from 'nanostores';
import { completableCount, currentQuest } from '../lib/quest-rules';
import './quest-events';

export interface QuestState {
  quests: Quest[];
  loaded: boolean;
}

const EMPTY: QuestState = { quests: [], loaded: false };

/** The member's active quests (spec §4 Quest fetch); empty for visitors. */
export const $quests = atom<QuestState>(EMPTY);
export const $currentQuest = computed($quests, (state) => currentQuest(state.quests));
export const $completableCount = computed($quests, (state) => completableCount(state.quests));

/** What makes a member's quest move: a purchase on any cart (bus events), or their own claim. */
export const REFETCH_EVENTS: ChokdeeEventName[] = [
  'track:AddToCart',
  'track:Purchase',
  'track:OrderCompleted',
  'quest:claimed',
];

const loadActiveQuests = (signal: AbortSignal) => fetchActiveQuests({ signal });

/**
 * Reads the active quests again (`quests/progress` in the kernel's request cache): what every
 * app showing quest progress shows then moves together. A failure keeps what is shown (the
 * widgets stay quiet). Never rejects.
 */
export function refreshQuests(): Promise<void> {
  return invalidate(requestKeys.quests.progress);
}

export function resetQuests(): void {
  $quests.set(EMPTY);
}

/**
 * While anything shows quest state: follow `quests/progress` in the cache while a member is
 * logged in (reset on logout), and read it again on the bus events above and when the member
 * comes back to the tab (the dealer may have confirmed an order meanwhile). The kernel's own
 * mutations (a claim, an order, a slip) invalidate it too.
 */
function startQuestSync(): () => void {
  const stopWatch = watchMemberRequest(requestKeys.quests.progress, loadActiveQuests, (state) => {
    if (state === null) resetQuests();
    else if (state.status === 'success') $quests.set({ quests: state.data, loaded: true });
  });
  const stopEvents = REFETCH_EVENTS.map((name) => on(name, () => void refreshQuests()));
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshQuests();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  return () => {
    stopWatch();
    stopEvents.forEach((stop) => stop());
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
  };
}

onMount($quests, () => startQuestSync());
