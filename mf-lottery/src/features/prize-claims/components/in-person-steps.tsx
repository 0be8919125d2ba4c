import { IN_PERSON_CLAIM_STEPS } from '@chokdee/shared-contract/rules/prize-claim';
import styles from './claim-card.module.css';

/** What a member does to claim a prize at the GLO in person, in order. */
export function InPersonSteps() {
  return (
    <ol className={styles.steps} aria-label="ขั้นตอนการขึ้นเงินที่สำนักงานสลากกินแบ่งรัฐบาล">
      {IN_PERSON_CLAIM_STEPS.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}
