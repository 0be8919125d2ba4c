import { useStore } from '@nanostores/react';
import { formatCountdown } from '@chokdee/shared-kernel/rules/countdown';
import { $cartSecondsLeft, $cartState } from '@chokdee/shared-kernel/stores/lottery-cart';

export type CartCountdownProps = {
  className?: string;
};

/**
 * The reservation's time left, mm:ss, or 'หมดเวลา' at zero (spec §4). Its own component: it is the
 * only thing that re-renders every second, and the seconds store ticks only while it is shown.
 */
export function CartCountdown({ className }: CartCountdownProps) {
  const seconds = useStore($cartSecondsLeft);
  const { timedOut } = useStore($cartState);
  // role=timer is a polite-off live region: read on focus, not announced every second.
  return (
    <span role="timer" className={className}>
      {formatCountdown(timedOut ? 0 : seconds)}
    </span>
  );
}
