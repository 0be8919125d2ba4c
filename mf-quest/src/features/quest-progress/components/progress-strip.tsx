import type { Quest } from '@chokdee/shared-contract/schemas/quest';
import { progressPercent, readyToComplete, remaining, targetOf, valueOf } from '../../../lib/quest-rules';
import { GiftIcon } from '../../../components/gift-icon';
import styles from './quest-progress.module.css';

/** 'เหลืออีก N ใบ', or at the target 'value / target ใบ (ครบ)' (spec §2 quest progress strip). */
export function stripLabel(quest: Quest): string {
  return readyToComplete(quest)
    ? `${valueOf(quest)} / ${targetOf(quest)} ใบ (ครบ)`
    : `เหลืออีก ${remaining(quest)} ใบ`;
}

export type ProgressStripProps = { quest: Quest; onOpen: () => void };

/** The active quest's progress: label, bar, gift icon and the arrow that opens its detail. */
export function ProgressStrip({ quest, onOpen }: ProgressStripProps) {
  const percent = Math.min(progressPercent(quest), 100);
  return (
    <button
      type="button"
      className={styles.strip}
      onClick={onOpen}
      aria-label={`${quest.name}: ${stripLabel(quest)}`}
    >
      <span className={styles.giftIcon}>
        <GiftIcon />
      </span>
      <span className={styles.stripBody}>
        <span className={styles.stripLabel}>{stripLabel(quest)}</span>
        <span
          className={styles.bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label="ความคืบหน้ากิจกรรม"
        >
          <span className={styles.barFill} style={{ width: `${percent}%` }} />
        </span>
      </span>
      <span className={styles.arrow} aria-hidden="true">
        ›
      </span>
    </button>
  );
}
