import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import type { Quest } from '@chokdee/shared-contract/schemas/quest';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { readyToComplete } from '../../../lib/quest-rules';
import {
  $questModal,
  closeQuestModal,
  openQuestModal,
  showQuestModalTab,
  type QuestModalTab,
} from '../../../stores/quest-modal';
import { $currentQuest, $quests } from '../../../stores/quests';
import { RewardAddressModal } from './reward-address-modal';
import { RewardPanel } from './reward-panel';
import styles from './quest-detail.module.css';

/** Spec §4: the modal opens about 1 ms after the quest becomes ready to complete. */
export const AUTO_OPEN_DELAY_MS = 1;

const TABS: { id: QuestModalTab; label: string }[] = [
  { id: 'detail', label: 'รายละเอียด' },
  { id: 'reward', label: 'ของรางวัล' },
];

/** The quest detail modal: what the quest asks, its end date, its reward, and the way to claim it. */
export function QuestDetailModal() {
  const current = useStore($currentQuest);
  const { quests } = useStore($quests);
  const modal = useStore($questModal);
  // A quest's own page asks for that quest; the strip and the auto-open show the current one.
  const quest =
    modal.questId === undefined ? current : (quests.find((one) => one.id === modal.questId) ?? null);
  // The quest being claimed, kept: after the claim it leaves the active list while its success shows.
  const [claiming, setClaiming] = useState<Quest | null>(null);
  const opened = useRef(new Set<number>());

  // Each quest opens the modal by itself once per page life, when it reaches its target.
  useEffect(() => {
    if (!current || !readyToComplete(current) || opened.current.has(current.id)) return;
    opened.current.add(current.id);
    const timer = setTimeout(() => openQuestModal('reward'), AUTO_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current]);

  if (claiming) {
    return <RewardAddressModal quest={claiming} onClose={() => setClaiming(null)} />;
  }
  if (!modal.open || !quest) return null;
  return (
    <ModalDialog title={quest.name} onClose={closeQuestModal} width={520}>
      <div className={styles.tabs} role="tablist" aria-label="ข้อมูลกิจกรรม">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={modal.tab === tab.id}
            className={modal.tab === tab.id ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => showQuestModalTab(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {modal.tab === 'detail' ? (
        <QuestDetail quest={quest} />
      ) : (
        <RewardPanel
          quest={quest}
          onBuyMore={closeQuestModal}
          onRegister={() => {
            closeQuestModal();
            setClaiming(quest);
          }}
        />
      )}
    </ModalDialog>
  );
}

function QuestDetail({ quest }: { quest: Quest }) {
  return (
    <div role="tabpanel" className={styles.panel}>
      {quest.image.url && <img className={styles.image} src={quest.image.url} alt="" />}
      <p className={styles.description}>{quest.description}</p>
      <p className={styles.endDate}>หมดเขตวันที่ {formatThaiDateLong(quest.ended_at)}</p>
      <div className={buttons.row}>
        <button type="button" className={buttons.primary} onClick={() => showQuestModalTab('reward')}>
          ดูของรางวัล
        </button>
        <AppLink href={paths.activities.getHref()} className={buttons.secondary} onClick={closeQuestModal}>
          ดูกิจกรรมทั้งหมด
        </AppLink>
      </div>
    </div>
  );
}
