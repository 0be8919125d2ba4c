import { formatInteger } from '@chokdee/shared-contract/format/number';
import type { RedemptionStatus } from '@chokdee/shared-contract/schemas/reward';

/** Spec §3 Shipment status, in Thai. */
export const REDEMPTION_STATUS_LABELS: Record<RedemptionStatus, string> = {
  prepare_to_ship: 'กำลังเตรียมจัดส่ง',
  courier_received: 'ขนส่งรับพัสดุแล้ว',
  shipped: 'อยู่ระหว่างจัดส่ง',
  received: 'ได้รับของรางวัลแล้ว',
  cancelled: 'ยกเลิก',
};

/** '1,200 แต้ม' */
export function formatPoints(points: number): string {
  return `${formatInteger(points)} แต้ม`;
}
