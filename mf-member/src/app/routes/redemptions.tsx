import { Link } from 'react-router';
import { fetchRedemptions } from '@chokdee/shared-kernel/api/member';
import { FormAlert } from '../../components/form-alert';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { paths } from '../../config/paths';
import { MemberGate } from '../../components/member-gate';
import styles from '../../components/account-page.module.css';
import { RedemptionSummary } from '../../features/rewards/components/redemption-summary';
import local from './redemptions.module.css';

/** /members/redeem — the member's reward redemptions, newest first. */
export function RedemptionsPage() {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>ประวัติการแลกของรางวัล</h1>
        <Link to={paths.rewards.getHref()} className={buttons.secondary}>
          แลกของรางวัลเพิ่ม
        </Link>
      </div>
      <MemberGate>{() => <RedemptionList />}</MemberGate>
    </div>
  );
}

function RedemptionList() {
  const list = useRequest(requestKeys.member.redemptions, (signal) => fetchRedemptions({ signal }));
  if (list.status === 'loading') return <LoadingState label="กำลังโหลดรายการ…" />;
  if (list.status === 'error')
    return (
      <div className={styles.card}>
        <FormAlert>{list.error.message}</FormAlert>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={list.retry}>
            ลองใหม่อีกครั้ง
          </button>
        </div>
      </div>
    );
  if (list.data.length === 0) return <p className={styles.muted}>ยังไม่มีรายการแลกของรางวัล</p>;
  return (
    <ul className={local.list} aria-label="รายการแลกของรางวัล">
      {list.data.map((redemption) => (
        <li key={redemption.code}>
          <Link to={paths.redemption.getHref(redemption.code)} className={local.item}>
            <RedemptionSummary redemption={redemption} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
