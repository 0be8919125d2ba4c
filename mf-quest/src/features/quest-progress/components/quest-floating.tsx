import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $completableCount, $currentQuest } from '../../../stores/quests';
import { openQuestModal } from '../../../stores/quest-modal';
import { GiftButton } from './gift-button';
import { ProgressStrip } from './progress-strip';
import { useScreenLayer } from '@chokdee/shared-kernel/screen/use-screen-layer';
import type { LayerRequest } from '@chokdee/shared-kernel/screen/layer-rules';
import styles from './quest-progress.module.css';

/** Floating buttons: the kernel's screen manager stacks them above the docked layers. */
export const QUEST_FLOATING_LAYER: LayerRequest = { id: 'quest-floating', kind: 'floating', priority: 10 };

/**
 * The default-fluid layout's quest corner: the strip (only with an active quest) and the gift
 * button, placed above the bottom member menu, the cookie bar and the banners, never over them.
 */
export function QuestFloating() {
  const quest = useStore($currentQuest);
  const count = useStore($completableCount);
  const { shown: layerShown, attach: attachLayer } = useScreenLayer(QUEST_FLOATING_LAYER);
  if (!layerShown) return null;
  return (
    <div ref={attachLayer} className={styles.floating} data-testid="quest-floating">
      {quest && <ProgressStrip quest={quest} onOpen={() => openQuestModal('detail')} />}
      <GiftButton count={count} />
    </div>
  );
}
