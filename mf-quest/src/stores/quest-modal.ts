import { atom } from 'nanostores';

export type QuestModalTab = 'detail' | 'reward';

export interface QuestModalState {
  open: boolean;
  tab: QuestModalTab;
  /** The quest asked for (a quest's own page); unset, the modal shows the strip's current quest. */
  questId?: number;
}

/** The quest detail modal (its own widget): the strip's arrow and the quest becoming ready open it. */
export const $questModal = atom<QuestModalState>({ open: false, tab: 'detail' });

export function openQuestModal(tab: QuestModalTab = 'detail', questId?: number): void {
  $questModal.set(questId === undefined ? { open: true, tab } : { open: true, tab, questId });
}

/** Another tab of the quest already shown. */
export function showQuestModalTab(tab: QuestModalTab): void {
  $questModal.set({ ...$questModal.get(), open: true, tab });
}

export function closeQuestModal(): void {
  $questModal.set({ ...$questModal.get(), open: false });
}
