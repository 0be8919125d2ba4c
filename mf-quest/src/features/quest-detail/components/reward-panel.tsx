import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import type { Quest } from '@chokdee/shared-contract/schemas/quest';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { firstReward, readyToComplete, remaining } from '../../../lib/quest-rules';
import styles from './quest-detail.module.css';

export type RewardPanelProps = { quest: Quest; onBuyMore: () => void; onRegister: () => void };

/**
 * Spec §2 reward panel: the reward, and either the tickets still to buy (with a button that
 * closes the panel) or the button that registers for it.
 */
export function RewardPanel({ quest, onBuyMore, onRegister }: RewardPanelProps) {
  const reward = firstReward(quest);
  const left = remaining(quest);
  return (
    <div role="tabpanel" className={styles.panel}>
      {reward?.image.url && <img className={styles.image} src={reward.image.url} alt="" />}
      <h3 className={styles.rewardName}>{reward?.name ?? 'ของรางวัล'}</h3>
      {reward?.description && <p className={styles.description}>{reward.description}</p>}
      <p className={styles.endDate}>หมดเขตวันที่ {formatThaiDateLong(quest.ended_at)}</p>
      {readyToComplete(quest) ? (
        <button type="button" className={`${buttons.primary} ${buttons.block}`} onClick={onRegister}>
          ลงทะเบียนรับของรางวัล
        </button>
      ) : (
        <>
          <p className={styles.toBuy}>ซื้อลอตเตอรี่อีก {left} ใบ เพื่อรับของรางวัล</p>
          <button type="button" className={`${buttons.secondary} ${buttons.block}`} onClick={onBuyMore}>
            ซื้อลอตเตอรี่เพิ่ม
          </button>
        </>
      )}
    </div>
  );
}
