import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { formatCountdown } from '@chokdee/shared-contract/rules/countdown';
import styles from './pay-countdown.module.css';

export type PayCountdownProps = {
  seconds: number;
  payBefore: string;
};

/** Below five minutes the clock turns red: pay now or lose the tickets. */
const HURRY_SECONDS = 5 * 60;

/** Time left to pay an order (mm:ss, 'หมดเวลา' at zero) and the deadline itself. */
export function PayCountdown({ seconds, payBefore }: PayCountdownProps) {
  return (
    <div className={`${styles.countdown} ${seconds <= HURRY_SECONDS ? styles.hurry : ''}`}>
      <span className={styles.label}>เหลือเวลาชำระเงิน</span>
      <span className={styles.clock} role="timer" aria-label={`เหลือเวลาชำระเงิน ${formatCountdown(seconds)}`}>
        {formatCountdown(seconds)}
      </span>
      <span className={styles.deadline}>ชำระภายใน {formatThaiDateTime(payBefore)} น.</span>
    </div>
  );
}
