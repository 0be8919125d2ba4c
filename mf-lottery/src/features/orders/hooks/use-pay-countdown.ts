import { useSecondsLeft } from '@chokdee/shared-kernel/hooks/use-seconds-left';
import type { OrderSnapshot } from './use-order';

/**
 * Seconds left to pay, ticking every second (spec §9). The deadline is the server's: `pay_before`
 * against the `now` it answered with, so a wrong phone clock neither adds nor takes time.
 */
export function usePayCountdown({ order, receivedAt }: OrderSnapshot): number {
  const offsetMs = Date.parse(order.now) - receivedAt;
  return useSecondsLeft(Date.parse(order.pay_before) - offsetMs, receivedAt);
}
