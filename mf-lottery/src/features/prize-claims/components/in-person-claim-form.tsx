import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useId, type FormEvent } from 'react';
import { InPersonSteps } from './in-person-steps';
import styles from './claim-card.module.css';
import box from '../../../lib/card.module.css';

export type InPersonClaimFormProps = {
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
};

/**
 * The largest prizes are paid by the GLO itself: the member asks the store to hand over the paper
 * ticket, then claims it at the GLO's office.
 */
export function InPersonClaimForm({ onSubmit, busy, error }: InPersonClaimFormProps) {
  const titleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <form className={box.card} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId} className={styles.cardTitle}>
        ขึ้นเงินด้วยตนเองที่สำนักงานสลากกินแบ่งรัฐบาล
      </h2>
      <p className={styles.text}>
        รางวัลนี้ต้องขึ้นเงินด้วยตนเองที่สำนักงานสลากกินแบ่งรัฐบาล ร้านค้าจะส่งมอบสลากตัวจริงให้คุณ ไม่มีค่าบริการของร้านค้า
      </p>
      <InPersonSteps />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className={`${buttons.primary} ${buttons.block}`}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? 'กำลังส่งคำขอ…' : 'ขอรับสลากตัวจริงจากร้านค้า'}
      </button>
    </form>
  );
}
