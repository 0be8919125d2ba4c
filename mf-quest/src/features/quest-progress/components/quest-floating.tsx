import { useStore } from '@nanostores/react';
import { $completableCount, $currentQuest } from '../../../stores/quests';
import { openQuestModal } from '../../../stores/quest-modal';
import { GiftButton } from './gift-button';
import { ProgressStrip } from './progress-strip';
import styles from './quest-progress.module.css';

/** The default-fluid layout's quest corner: the strip (only with an active quest) and the gift button. */
export function QuestFloating() {
  const quest = useStore($currentQuest);
  const count = useStore($completableCount);
  return (
    <div className={styles.floating} data-testid="quest-floating">
      {quest && <ProgressStrip quest={quest} onOpen={() => openQuestModal('detail')} />}
      <GiftButton count={count} />
    </div>
  );
}
