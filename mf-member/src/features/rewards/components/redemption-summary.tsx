import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { carrierLabel } from '@chokdee/shared-contract/schemas/carriers';
import type { Redemption } from '@chokdee/shared-contract/schemas/reward';
import { formatPoints, REDEMPTION_STATUS_LABELS } from '../utils/reward-texts';
import styles from './redemption-summary.module.css';

export type RedemptionSummaryProps = {
  redemption: Redemption;
  /** The heading level of the reward name: 2 in a list, 1 on its own page. */
  headingLevel?: 1 | 2;
};

/** A redemption: picture, reward and variant, quantity, points spent, status and date (BE). */
export function RedemptionSummary({ redemption, headingLevel = 2 }: RedemptionSummaryProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.summary}>
      <img src={redemption.image.url} alt="" className={styles.image} />
      <div className={styles.text}>
        <Heading className={styles.name}>{redemption.reward_name}</Heading>
        {redemption.reward_variant_name && (
          <p className={styles.line}>ตัวเลือก: {redemption.reward_variant_name}</p>
        )}
        <p className={styles.line}>
          จำนวน {redemption.quantity} ชิ้น · ใช้ {formatPoints(redemption.total_points)}
        </p>
        <p className={styles.line}>
          รหัส {redemption.code} · {formatThaiDateTime(redemption.created_at)}
        </p>
        <p className={`${styles.status} ${redemption.status === 'cancelled' ? styles.cancelled : ''}`}>
          {REDEMPTION_STATUS_LABELS[redemption.status]}
        </p>
        {redemption.tracking_number && (
          <p className={styles.line}>
            {redemption.carrier ? `${carrierLabel(redemption.carrier)} ` : ''}เลขพัสดุ{' '}
            <strong>{redemption.tracking_number}</strong>
          </p>
        )}
      </div>
    </div>
  );
}
