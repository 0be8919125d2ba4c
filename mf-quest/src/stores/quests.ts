import { fetchActiveQuests } from '@chokdee/shared-kernel/api/quests';
import { on, type ChokdeeEventName } from '@chokdee/shared-kernel/events';
import type { Quest } from '@chokdee/shared-kernel/schemas/quest';
import { $isLoggedIn } from '@chokdee/shared-kernel/stores/auth';
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

// A newer fetch (or a logout) makes an older answer stale.
let generation = 0;

/** Loads the active quests now; a failure keeps what is shown (the widgets stay quiet). */
export async function refreshQuests(): Promise<void> {
  if (!$isLoggedIn.get()) {
    resetQuests();
    return;
  }
  const mine = ++generation;
  try {
    const quests = await fetchActiveQuests();
    if (mine === generation && $isLoggedIn.get()) $quests.set({ quests, loaded: true });
  } catch {
    // The gift button and strip are extras: they wait for the next event instead of erroring.
  }
}

export function resetQuests(): void {
  generation += 1;
  $quests.set(EMPTY);
}

/**
 * While anything shows quest state: fetch when the login state changes (reset on logout), on
 * the bus events above, and when the member comes back to the tab (the dealer may have confirmed
 * an order meanwhile).
 */
function startQuestSync(): () => void {
  const stopLogin = $isLoggedIn.subscribe((loggedIn) => {
    if (loggedIn) void refreshQuests();
    else resetQuests();
  });
  const stopEvents = REFETCH_EVENTS.map((name) => on(name, () => void refreshQuests()));
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshQuests();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  return () => {
    stopLogin();
    stopEvents.forEach((stop) => stop());
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
  };
}

onMount($quests, () => startQuestSync());
