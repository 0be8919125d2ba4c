import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import type { ShopOrderRow } from '@chokdee/shared-contract/schemas/shop-admin';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { baht } from '../../../lib/cart-rules';
import { StageBadge } from './stage-badge';
import styles from './shop-orders.module.css';

export type OrderTableProps = {
  rows: ShopOrderRow[];
  label: string;
  onOpen: (row: ShopOrderRow) => void;
};

/** One page of purchases: a table on a wide screen, one card per purchase on a phone. */
export function OrderTable({ rows, label, onOpen }: OrderTableProps) {
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">รหัสคำสั่งซื้อ</th>
          <th scope="col">ผู้ซื้อ</th>
          <th scope="col">เบอร์โทร</th>
          <th scope="col" className={styles.number}>
            ยอดเงิน (บาท)
          </th>
          <th scope="col">สถานะ</th>
          <th scope="col">สั่งซื้อเมื่อ</th>
          <th scope="col">
            <span className={styles.visuallyHidden}>จัดการ</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label="รหัสคำสั่งซื้อ" className={styles.code}>
              {row.code}
            </td>
            <td data-label="ผู้ซื้อ">
              <span>
                {row.member_name}
                {row.recipient !== row.member_name && (
                  <span className={styles.muted}> · ผู้รับ {row.recipient}</span>
                )}
              </span>
            </td>
            <td data-label="เบอร์โทร">{row.tel}</td>
            <td data-label="ยอดเงิน (บาท)" className={styles.number}>
              {baht(row.total_amount)}
            </td>
            <td data-label="สถานะ">
              <StageBadge stage={row.stage} status={row.status} />
            </td>
            <td data-label="สั่งซื้อเมื่อ">{formatThaiDateTime(row.created_at)}</td>
            <td className={styles.rowAction}>
              <button
                type="button"
                className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                onClick={() => onOpen(row)}
                aria-label={`ดูคำสั่งซื้อ ${row.code}`}
              >
                ดูรายละเอียด
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
