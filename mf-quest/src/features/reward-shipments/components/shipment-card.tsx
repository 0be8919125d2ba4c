import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { SHIPMENT_STATUS_LABELS } from '@chokdee/shared-contract/schemas/quest';
import { carrierLabel } from '@chokdee/shared-contract/schemas/carriers';
import {
  REWARD_SHIPMENT_KIND_LABELS,
  type RewardShipment,
} from '@chokdee/shared-contract/schemas/reward-shipments-admin';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { useId } from 'react';
import styles from './reward-shipments.module.css';

export type ShipmentCardProps = {
  shipment: RewardShipment;
  /** Only a parcel still waiting can be shipped. */
  onShip?: () => void;
};

/** One parcel as staff pack it: what, for whom, where to, and (once sent) how it travels. */
export function ShipmentCard({ shipment, onShip }: ShipmentCardProps) {
  const titleId = useId();
  const { address } = shipment;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {shipment.item_name}
          {shipment.quantity > 1 && ` × ${shipment.quantity}`}
        </h2>
        <span className={styles.badge}>{REWARD_SHIPMENT_KIND_LABELS[shipment.kind]}</span>
      </div>
      <p className={styles.muted}>
        {shipment.source} · ขอเมื่อ {formatThaiDateTime(shipment.created_at)} ·{' '}
        {SHIPMENT_STATUS_LABELS[shipment.status]}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>สมาชิก</dt>
          <dd>
            {shipment.member.name}
            {shipment.member.tel && ` · ${shipment.member.tel}`}
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>ที่อยู่จัดส่ง</dt>
          <dd>
            {address ? (
              <address className={styles.address}>
                {address.recipient} · {address.tel}
                <br />
                {address.address} {address.sub_district} {address.district} {address.province}{' '}
                {address.zip_code}
              </address>
            ) : (
              <span className={styles.warning}>สมาชิกยังไม่มีที่อยู่จัดส่ง กรุณาติดต่อสมาชิก</span>
            )}
          </dd>
        </div>
        {shipment.remark && (
          <div className={styles.wide}>
            <dt>หมายเหตุ</dt>
            <dd>{shipment.remark}</dd>
          </div>
        )}
        {shipment.tracking_number && (
          <div className={styles.wide}>
            <dt>การจัดส่ง</dt>
            <dd>
              {shipment.carrier ? carrierLabel(shipment.carrier) : 'ขนส่ง'}{' '}
              <strong className={styles.tracking}>{shipment.tracking_number}</strong>
              {shipment.shipped_at && ` · ส่งเมื่อ ${formatThaiDateTime(shipment.shipped_at)}`}
            </dd>
          </div>
        )}
      </dl>
      {onShip && (
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.primary} onClick={onShip} disabled={!address}>
            จัดส่ง
          </button>
        </div>
      )}
    </article>
  );
}
