import { fetchShipments } from '../../../api/quests';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { SHIPMENT_STATUS_LABELS } from '@chokdee/shared-contract/schemas/quest';
import { carrierLabel } from '@chokdee/shared-contract/schemas/carriers';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { StatusBadge } from '../../../components/status-badge';
import styles from '../../../components/pages.module.css';
import { paths } from '../../../config/paths';
import { SHIPMENT_TONE } from '../../../lib/activity-tone';

/** The member's reward parcels, newest first. */
export function ShipmentList() {
  const state = useRequest(requestKeys.quests.shipments, (signal) => fetchShipments({ signal }));
  return (
    <section className={styles.page} aria-labelledby="shipments-heading">
      <AppLink href={paths.activities.getHref()} className={`${buttons.flat} ${buttons.small}`}>
        ‹ กิจกรรมทั้งหมด
      </AppLink>
      <h1 id="shipments-heading" className={styles.heading}>
        การจัดส่งของรางวัล
      </h1>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดการจัดส่ง" />}
      {state.status === 'error' && (
        <RequestError title="ไม่สามารถดึงข้อมูลการจัดส่งได้" detail={state.error.message} onRetry={state.retry} />
      )}
      {state.status === 'success' &&
        (state.data.length === 0 ? (
          <p className={styles.empty}>ยังไม่มีของรางวัลที่ต้องจัดส่ง</p>
        ) : (
          <ul className={styles.list}>
            {state.data.map((shipment) => (
              <li key={shipment.id}>
                <AppLink href={paths.shipments.getHref(shipment.id)} className={styles.card}>
                  <StatusBadge
                    label={SHIPMENT_STATUS_LABELS[shipment.status]}
                    tone={SHIPMENT_TONE[shipment.status]}
                  />
                  <h2 className={styles.cardTitle}>{shipment.reward.name}</h2>
                  <p className={styles.muted}>{shipment.quest_name}</p>
                  <p className={styles.muted}>ลงทะเบียนเมื่อ {formatThaiDateTime(shipment.created_at)}</p>
                  {shipment.tracking_number && (
                    <p>
                      เลขพัสดุ {shipment.carrier ? carrierLabel(shipment.carrier) : ''}{' '}
                      <strong>{shipment.tracking_number}</strong>
                    </p>
                  )}
                </AppLink>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
