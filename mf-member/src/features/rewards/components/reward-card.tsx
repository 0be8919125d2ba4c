import { Link } from 'react-router';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import type { Reward } from '@chokdee/shared-contract/schemas/reward';
import { paths } from '../../../config/paths';
import { formatPoints } from '../utils/reward-texts';
import styles from './reward-card.module.css';

export type RewardCardProps = { reward: Reward };

/** One reward of the catalogue: picture, name, points cost, 'ใหม่' badge and stock. */
export function RewardCard({ reward }: RewardCardProps) {
  const soldOut = reward.stock === 0;
  return (
    <Link to={paths.reward.getHref(reward.code)} className={styles.card}>
      <div className={styles.media}>
        <img src={reward.image.url} alt="" loading="lazy" className={styles.image} />
        {reward.is_new && <span className={styles.badge}>ใหม่</span>}
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{reward.name}</h2>
        <p className={styles.points}>{formatPoints(reward.points)}</p>
        <p className={soldOut ? `${styles.stock} ${styles.soldOut}` : styles.stock}>
          {soldOut ? 'ของรางวัลหมดแล้ว' : `คงเหลือ ${formatInteger(reward.stock)} ชิ้น`}
        </p>
      </div>
    </Link>
  );
}
