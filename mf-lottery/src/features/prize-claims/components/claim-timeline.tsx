import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { PRIZE_CLAIM_STATUS_LABELS, type PrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { claimSteps, type ClaimStepState } from '../utils/claim-steps';
import visually from '../../../lib/visually-hidden.module.css';
import styles from './claim-timeline.module.css';

export type ClaimTimelineProps = { claim: PrizeClaim };

/** Read out after each step, so the state is said in words and not by its colour alone. */
const STATE_WORDS: Record<ClaimStepState, string> = {
  done: 'เสร็จแล้ว',
  current: 'ขั้นตอนปัจจุบัน',
  upcoming: 'ยังไม่ถึงขั้นตอนนี้',
};

/** The steps of a claim with when each was reached; a refusal shows the store's reason. */
export function ClaimTimeline({ claim }: ClaimTimelineProps) {
  return (
    <ol className={styles.timeline} aria-label="ขั้นตอนการขึ้นเงินรางวัล">
      {claimSteps(claim).map((step) => (
        <li
          key={step.status}
          className={`${styles.step} ${styles[step.state]} ${step.status === 'refused' ? styles.refused : ''}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.body}>
            <span className={styles.label}>
              {PRIZE_CLAIM_STATUS_LABELS[step.status]}
              <span className={visually.hidden}> ({STATE_WORDS[step.state]})</span>
            </span>
            {step.at && <span className={styles.time}>{formatThaiDateTime(step.at)} น.</span>}
            {step.status === 'refused' && claim.refuse_reason && (
              <span className={styles.reason}>เหตุผล: {claim.refuse_reason}</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
