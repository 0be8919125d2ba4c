import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { GiftIcon } from '../../../components/gift-icon';
import styles from './quest-progress.module.css';

/** Spec §9 quest bell: a 500 ms run every 5000 ms. */
export const BELL_INTERVAL_MS = 5000;
export const BELL_RUN_MS = 500;

/** The floating gift button: the completable-quest count, linking to the member's activities. */
export function GiftButton({ count }: { count: number }) {
  const [ringing, setRinging] = useState(false);
  useEffect(() => {
    let stop: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setRinging(true);
      stop = setTimeout(() => setRinging(false), BELL_RUN_MS);
    }, BELL_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, []);
  return (
    <AppLink
      href={paths.activities.getHref()}
      className={ringing ? `${styles.gift} ${styles.ringing}` : styles.gift}
      data-ringing={ringing || undefined}
      aria-label={count > 0 ? `กิจกรรม: รอลงทะเบียนรับของรางวัล ${count} รายการ` : 'กิจกรรมของฉัน'}
    >
      <GiftIcon size={28} />
      {count > 0 && (
        <span className={styles.badge} data-testid="quest-gift-count">
          {count}
        </span>
      )}
    </AppLink>
  );
}
