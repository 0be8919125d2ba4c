import { fetchShipment } from '../../../api/quests';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { useNoticeRefresh } from '@chokdee/shared-kernel/hooks/use-notice-refresh';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { SHIPMENT_STATUS_LABELS, type Shipment } from '@chokdee/shared-contract/schemas/quest';
import { carrierLabel } from '@chokdee/shared-contract/schemas/carriers';
import type { ShipmentStatus } from '@chokdee/shared-contract/schemas/shipment';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import styles from '../../../components/pages.module.css';
import { paths } from '../../../config/paths';

const PATH: ShipmentStatus[] = ['prepare_to_ship', 'courier_received', 'shipped', 'received'];

/** Each state the parcel took, with its time, then the ones still ahead (none after a cancel). */
export function timelineSteps(shipment: Shipment): { status: ShipmentStatus; at: string | null }[] {
  const done = shipment.logs.map((log) => ({ status: log.status, at: log.created_at }));
  if (shipment.status === 'cancelled') return done;
  const ahead = PATH.filter((status) => !done.some((d) => d.status === status)).map((status) => ({
    status,
    at: null,
  }));
  return [...done, ...ahead];
}

/** One parcel's timeline, with where it goes and its tracking number. */
export function ShipmentTimeline({ id }: { id: number }) {
  const state = useRequest(requestKeys.quests.shipment(id), (signal) => fetchShipment(id, { signal }));
  // Staff shipped it while the member looks: the tracking number shows without a reload.
  useNoticeRefresh(paths.shipments.getHref(id), state.retry);
  return (
    <section className={styles.page} aria-labelledby="shipment-heading">
      <AppLink href={paths.shipments.getHref()} className={`${buttons.flat} ${buttons.small}`}>
        ‹ การจัดส่งทั้งหมด
      </AppLink>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดการจัดส่ง" />}
      {state.status === 'error' && (
        <RequestError title="ไม่พบรายการจัดส่งที่ระบุ" detail={state.error.message} onRetry={state.retry} />
      )}
      {state.status === 'success' && (
        <>
          <h1 id="shipment-heading" className={styles.heading}>
            {state.data.reward.name}
          </h1>
          <div className={styles.section}>
            <p className={styles.muted}>{state.data.quest_name}</p>
            <p>
              {state.data.recipient} · {state.data.tel}
              <br />
              {state.data.address} {state.data.sub_district} {state.data.district} {state.data.province}{' '}
              {state.data.zip_code}
            </p>
            {state.data.tracking_number && (
              <p>
                {state.data.carrier ? carrierLabel(state.data.carrier) : 'ขนส่ง'}:{' '}
                <strong>{state.data.tracking_number}</strong>
              </p>
            )}
          </div>
          <ol className={`${styles.section} ${styles.timeline}`} aria-label="สถานะการจัดส่ง">
            {timelineSteps(state.data).map((step) => (
              <li
                key={step.status}
                className={`${styles.step} ${step.at ? styles.stepDone : styles.stepTodo}`}
                data-status={step.status}
              >
                <strong>{SHIPMENT_STATUS_LABELS[step.status]}</strong>
                <span className={styles.muted}>{step.at ? formatThaiDateTime(step.at) : 'รอดำเนินการ'}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
