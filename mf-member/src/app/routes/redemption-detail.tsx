import { Link, useParams } from 'react-router';
import { fetchRedemption } from '@chokdee/shared-kernel/api/member';
import { FormAlert } from '../../components/form-alert';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { paths } from '../../config/paths';
import { MemberGate } from '../../components/member-gate';
import styles from '../../components/account-page.module.css';
import { RedemptionSummary } from '../../features/rewards/components/redemption-summary';

/** /members/redeem/:code — one redemption. */
export function RedemptionDetailPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <p>
        <Link to={paths.redemptions.getHref()} className={styles.link}>
          ‹ ประวัติการแลกของรางวัล
        </Link>
      </p>
      <MemberGate>{() => <RedemptionDetail />}</MemberGate>
    </div>
  );
}

function RedemptionDetail() {
  const { code = '' } = useParams();
  const redemption = useRequest(requestKeys.member.redemption(code), (signal) =>
    fetchRedemption(code, { signal }),
  );
  if (redemption.status === 'loading') return <LoadingState label="กำลังโหลดรายการ…" />;
  if (redemption.status === 'error')
    return (
      <div className={styles.card}>
        <h1 className={styles.title}>ไม่พบรายการ</h1>
        <FormAlert>{redemption.error.message}</FormAlert>
      </div>
    );
  return (
    <section className={styles.card}>
      <RedemptionSummary redemption={redemption.data} headingLevel={1} />
    </section>
  );
}
