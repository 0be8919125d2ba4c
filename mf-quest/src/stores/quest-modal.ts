import { atom } from 'nanostores';

export type QuestModalTab = 'detail' | 'reward';

/** The quest detail modal (its own widget): the strip's arrow and the quest becoming ready open it. */
export const $questModal = atom<{ open: boolean; tab: QuestModalTab }>({ open: false, tab: 'detail' });

export function openQuestModal(tab: QuestModalTab = 'detail'): void {
  $questModal.set({ open: true, tab });
}

export function closeQuestModal(): void {
  $questModal.set({ ...$questModal.get(), open: false });
}
