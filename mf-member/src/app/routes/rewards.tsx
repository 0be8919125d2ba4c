import { Link } from 'react-router';
import { fetchRewards } from '@chokdee/shared-kernel/api/member';
import { FormAlert } from '../../components/form-alert';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { paths } from '../../config/paths';
import { useMember } from '../../lib/use-member';
import styles from '../../components/account-page.module.css';
import { PointsBalance } from '../../features/rewards/components/points-balance';
import { RewardCard } from '../../features/rewards/components/reward-card';
import { usePointsBalance } from '../../features/rewards/hooks/use-points-balance';
import local from './rewards.module.css';

/** /rewards — the rewards catalogue, open to everyone; members see their points. */
export function RewardsPage() {
  const member = useMember();
  const rewards = useRequest(requestKeys.member.rewards, (signal) => fetchRewards({ signal }));
  const balance = usePointsBalance();

  return (
    <div className={`${styles.page} ${local.wide}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>แลกของรางวัล</h1>
        {member.user && (
          <div className={local.member}>
            <PointsBalance balance={balance} />
            <Link to={paths.redemptions.getHref()} className={styles.link}>
              ประวัติการแลกของรางวัล
            </Link>
          </div>
        )}
      </div>
      <p className={styles.lead}>สะสมแต้มจากการซื้อสลากและร่วมกิจกรรม แล้วนำมาแลกของรางวัลได้ที่นี่</p>
      {rewards.status === 'loading' && <LoadingState label="กำลังโหลดของรางวัล…" />}
      {rewards.status === 'error' && (
        <div className={styles.card}>
          <FormAlert>{rewards.error.message}</FormAlert>
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={rewards.retry}>
              ลองใหม่อีกครั้ง
            </button>
          </div>
        </div>
      )}
      {rewards.status === 'success' &&
        (rewards.data.length === 0 ? (
          <p className={styles.muted}>ยังไม่มีของรางวัลในขณะนี้</p>
        ) : (
          <ul className={local.grid} aria-label="ของรางวัลทั้งหมด">
            {rewards.data.map((reward) => (
              <li key={reward.code}>
                <RewardCard reward={reward} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
