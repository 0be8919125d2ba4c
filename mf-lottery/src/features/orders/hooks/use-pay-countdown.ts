import { secondsLeft } from '@chokdee/shared-kernel/rules/countdown';
import { useEffect, useState } from 'react';
import type { OrderSnapshot } from './use-order';

/**
 * Seconds left to pay, ticking every second (spec §9). The deadline is the server's: `pay_before`
 * against the `now` it answered with, so a wrong phone clock neither adds nor takes time.
 */
export function usePayCountdown({ order, receivedAt }: OrderSnapshot): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const offsetMs = Date.parse(order.now) - receivedAt;
  const expireUnix = Math.floor(Date.parse(order.pay_before) / 1000);
  // The first render after an answer reads at least its arrival time.
  const left = secondsLeft(expireUnix, Math.max(deviceNow, receivedAt) + offsetMs);
  const ticking = left > 0;

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  return left;
}
