import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { formatCountdown } from '@chokdee/shared-contract/rules/countdown';
import { $cartSecondsLeft, $cartState } from '../../../stores/lottery-cart';
import styles from './cart-countdown.module.css';

export type CartCountdownProps = {
  /** Text before the time, e.g. 'เหลือเวลา'. */
  prefix?: string;
  /** On the red cart button: a light chip instead of red text. */
  onPrimary?: boolean;
};

/** mm:ss left on the reservation by the server's clock; 'หมดเวลา' at zero (spec §4). */
export function CartCountdown({ prefix, onPrimary = false }: CartCountdownProps) {
  const seconds = useStore($cartSecondsLeft);
  const { timeExpire, timedOut } = useStore($cartState);
  if (timeExpire === null) return null;
  const expired = timedOut || seconds <= 0;
  return (
    // role="timer" is not announced every second (implicit aria-live off).
    <span
      className={[styles.countdown, onPrimary && styles.onPrimary, expired && styles.expired]
        .filter(Boolean)
        .join(' ')}
      role="timer"
    >
      {prefix && !expired && <span className={styles.prefix}>{prefix} </span>}
      {formatCountdown(expired ? 0 : seconds)}
    </span>
  );
}
