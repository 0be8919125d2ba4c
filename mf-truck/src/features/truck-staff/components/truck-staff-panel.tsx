import { updateTruckOperator } from '../../../api/truck';
import { formatThaiDate } from '@chokdee/shared-contract/format/date';
import type { DealerTruckOperator } from '@chokdee/shared-contract/schemas/truck';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useState } from 'react';
import { Link } from 'react-router';
import { $authToken } from '@chokdee/shared-kernel/api/auth-token';
import { paths } from '../../../config/paths';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { useStaffRequest } from '../hooks/use-staff-request';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import { LogoutSetting } from './logout-setting';
import type { OperatorAction } from './operator-card';
import { OperatorList } from './operator-list';
import { OperatorSalesByDraw } from './operator-sales-by-draw';
import { StaffDialogs, type StaffDialog } from './staff-dialogs';
import styles from './truck-staff.module.css';

/** A refusal that another try cannot change (not a dealer, no store): no retry button. */
const isFinal = (status: number) => status === 403 || status === 404;

const REFUSED_TITLE = 'เปิดหน้าพนักงานรถขายสลากไม่ได้';
/** The API's answer to a member who is not a dealer, said without asking it. */
const DEALERS_ONLY = 'สำหรับผู้ค้าเท่านั้น';

/** The dealer's truck staff: operators with their sales, adding and changing them, and the logout setting. */
export function TruckStaffPanel() {
  const token = useStore($authToken);
  const user = useStore($user);
  // Logged out, or a member without the dealer scope: no call that can only answer 401 or 403.
  const notDealer = user !== null && !user.scope.includes('dealer');
  const request = useStaffRequest(token !== null && !notDealer);
  const [dialog, setDialog] = useState<StaffDialog | null>(null);
  const [reactivating, setReactivating] = useState<number | null>(null);
  const reactivation = useFormSubmit([]);

  async function reactivate(operator: DealerTruckOperator) {
    setReactivating(operator.id);
    await reactivation.submit(
      () => updateTruckOperator(operator.id, { is_active: true }),
      `เปิดใช้งาน ${operator.name} แล้ว`,
    );
    setReactivating(null);
  }

  function onAction(action: OperatorAction, operator: DealerTruckOperator) {
    if (action === 'reactivate') void reactivate(operator);
    else setDialog({ kind: action, operator });
  }

  // A staff page: a visitor logs in as a dealer here rather than through the members' login.
  if (token === null)
    return (
      <div className={styles.section}>
        <p className={styles.heading}>กรุณาเข้าสู่ระบบด้วยบัญชีร้านค้า</p>
        <Link className={buttonStyles.primary} to={paths.dealerLogin.getHref()}>
          เข้าสู่ระบบร้านค้า
        </Link>
      </div>
    );
  if (notDealer) return <RequestError title={REFUSED_TITLE} detail={DEALERS_ONLY} />;
  if (request.status === 'error')
    return (
      <RequestError
        title={REFUSED_TITLE}
        detail={request.error.message}
        onRetry={isFinal(request.error.status) ? undefined : request.retry}
      />
    );
  if (request.status === 'loading') return <LoadingState label="กำลังโหลดรายชื่อพนักงาน" />;
  const { operators, operators_can_logout, draw_date } = request.data;

  return (
    <>
      <section className={styles.section} aria-labelledby="truck-staff-list">
        <div className={styles.head}>
          <div>
            <h2 id="truck-staff-list" className={styles.heading}>
              พนักงานขาย ({operators.length})
            </h2>
            <p className={styles.muted}>
              {draw_date ? `ยอดขายงวดวันที่ ${formatThaiDate(draw_date)}` : 'ยังไม่มีงวดที่เปิดขายตอนนี้'}
            </p>
          </div>
          <button type="button" className={buttonStyles.primary} onClick={() => setDialog({ kind: 'add' })}>
            เพิ่มพนักงาน
          </button>
        </div>
        {reactivation.error && (
          <p className={styles.error} role="alert">
            {reactivation.error}
          </p>
        )}
        <OperatorList operators={operators} busyId={reactivating} onAction={onAction} />
      </section>
      <section className={styles.section} aria-labelledby="truck-staff-sales">
        <h2 id="truck-staff-sales" className={styles.heading}>
          ยอดขายแยกตามพนักงาน
        </h2>
        <OperatorSalesByDraw staff={request.data} />
      </section>
      <section className={styles.section} aria-label="ตั้งค่าการออกจากระบบ">
        <LogoutSetting allowed={operators_can_logout} />
      </section>
      <StaffDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
