import type { ShopVariantRow } from '@chokdee/shared-contract/schemas/shop-stock';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { baht } from '../../../lib/cart-rules';
import { discountText } from './discount-text';
import { variantLabel } from './variant-label';
import styles from './shop-stock.module.css';

export type VariantTableProps = {
  rows: ShopVariantRow[];
  onEdit: (row: ShopVariantRow) => void;
};

/** One page of variants: a table on a wide screen, one card per variant on a phone. */
export function VariantTable({ rows, onEdit }: VariantTableProps) {
  return (
    <table className={styles.table} aria-label="สต็อกและส่วนลดของสินค้า">
      <thead>
        <tr>
          <th scope="col">สินค้า</th>
          <th scope="col">ตัวเลือก</th>
          <th scope="col" className={styles.number}>
            ราคา (บาท)
          </th>
          <th scope="col" className={styles.number}>
            ราคาขายวันนี้
          </th>
          <th scope="col" className={styles.number}>
            พร้อมขาย
          </th>
          <th scope="col" className={styles.number}>
            จอง/รอส่ง
          </th>
          <th scope="col">ส่วนลดของตัวเลือก</th>
          <th scope="col">
            <span className={styles.visuallyHidden}>จัดการ</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label="สินค้า">
              <span>
                <span className={styles.product}>{row.product_name}</span>
                <span className={styles.muted}> {row.product_code}</span>
              </span>
            </td>
            <td data-label="ตัวเลือก" className={styles.variant}>
              {variantLabel(row)}
            </td>
            <td data-label="ราคา (บาท)" className={styles.number}>
              {baht(row.price)}
            </td>
            <td data-label="ราคาขายวันนี้" className={styles.number}>
              {row.price_today < row.price ? <strong>{baht(row.price_today)}</strong> : baht(row.price_today)}
            </td>
            <td data-label="พร้อมขาย" className={styles.number}>
              {row.stock === 0 ? <span className={styles.out}>หมด</span> : row.stock.toLocaleString('th-TH')}
            </td>
            <td data-label="จอง/รอส่ง" className={styles.number}>
              {(row.reserved + row.sold).toLocaleString('th-TH')}
            </td>
            <td data-label="ส่วนลดของตัวเลือก">
              {row.discount ? (
                <span>
                  {discountText(row.discount)}
                  {!row.discount_active && <span className={styles.muted}> (ไม่อยู่ในช่วงวันนี้)</span>}
                </span>
              ) : (
                <span className={styles.muted}>—</span>
              )}
            </td>
            <td className={styles.rowAction}>
              <button
                type="button"
                className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                onClick={() => onEdit(row)}
                aria-label={`แก้ไขสต็อกและส่วนลด ${row.product_name} ${variantLabel(row)}`}
              >
                แก้ไข
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
