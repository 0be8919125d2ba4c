import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import type { ShopOrderDetail } from '@chokdee/shared-contract/schemas/shop-admin';
import { createPortal } from 'react-dom';
import styles from './packing-slip.module.css';

/**
 * The packing slip of one purchase: who it goes to and what is in the box. It sits at the end of
 * the body, shown only on paper (`@media print` hides the rest of the page while it is there).
 */
export function PackingSlip({ order }: { order: ShopOrderDetail }) {
  const shops = [...new Set(order.items.map((item) => item.shop.name))].join(', ');
  const shipment = order.shipments.find((s) => s.tracking_no);
  return createPortal(
    <section className={styles.slip} data-print-root="" aria-hidden="true">
      <header className={styles.head}>
        <h2>ใบปะหน้าพัสดุ</h2>
        <p className={styles.code}>{order.code}</p>
      </header>
      <div className={styles.parties}>
        <div>
          <h3>ผู้ส่ง</h3>
          <p>{shops} (โชคดี)</p>
        </div>
        <div className={styles.to}>
          <h3>ผู้รับ</h3>
          <p>
            <strong>{order.address.recipient}</strong> โทร {order.address.tel}
            <br />
            {order.address.address} {order.address.sub_district} {order.address.district}
            <br />
            {order.address.province} <strong>{order.address.zip_code}</strong>
          </p>
        </div>
      </div>
      {shipment && (
        <p>
          {shipment.carrier} · เลขพัสดุ <strong>{shipment.tracking_no}</strong>
        </p>
      )}
      <table className={styles.items}>
        <thead>
          <tr>
            <th scope="col">สินค้า</th>
            <th scope="col">ตัวเลือก</th>
            <th scope="col">จำนวน</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.product_code}:${item.variant_name}:${item.sub_variant_name ?? ''}`}>
              <td>
                {item.product_name} ({item.product_code})
              </td>
              <td>{[item.variant_name, item.sub_variant_name].filter(Boolean).join(' / ')}</td>
              <td>{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        รวม {order.total_quantity} ชิ้น · สั่งซื้อเมื่อ {formatThaiDateTime(order.created_at)}
      </p>
    </section>,
    document.body,
  );
}
