import type { Order } from '@chokdee/shared-contract/schemas/order';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './order-status-notice.module.css';

export type OrderStatusNoticeProps = {
  order: Order;
  /** The time to pay ran out on this page (the server calls it timeout from then on). */
  expired: boolean;
};

type Tone = 'info' | 'success' | 'warning' | 'muted';

function Notice({ tone, title, children }: { tone: Tone; title: string; children?: ReactNode }) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'warning' ? 'alert' : undefined}>
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}

const buyAgain = (
  <Link className={styles.link} to={paths.dealers.getHref()}>
    เลือกซื้อสลากใหม่
  </Link>
);

/** What the order's state means for the member, and where to go next. */
export function OrderStatusNotice({ order, expired }: OrderStatusNoticeProps) {
  switch (order.status) {
    case 'reserved':
      if (expired) {
        return (
          <Notice tone="muted" title="หมดเวลาชำระเงินแล้ว">
            <p className={styles.text}>สลากที่จองไว้ถูกปล่อยคืนให้ร้านค้า</p>
            {buyAgain}
          </Notice>
        );
      }
      if (order.rejected_reason) {
        return (
          <Notice tone="warning" title={`สลิปถูกปฏิเสธ: ${order.rejected_reason}`}>
            <p className={styles.text}>กรุณาตรวจสอบยอดเงินแล้วอัพโหลดสลิปใหม่อีกครั้งภายในเวลาที่กำหนด</p>
          </Notice>
        );
      }
      return null;
    case 'slip_uploaded':
      return (
        <Notice tone="info" title="ได้รับสลิปแล้ว รอร้านค้าตรวจสอบ">
          <p className={styles.text}>เมื่อร้านค้ายืนยันการชำระเงิน สลากจะเข้าตู้เซฟของคุณ</p>
        </Notice>
      );
    case 'ordered':
      return (
        <Notice tone="success" title="ชำระเงินเรียบร้อย สลากอยู่ในตู้เซฟของคุณแล้ว">
          <Link className={styles.link} to={paths.safe.getHref()}>
            ไปที่ตู้เซฟ
          </Link>
        </Notice>
      );
    case 'timeout':
      return (
        <Notice tone="muted" title="หมดเวลาชำระเงิน">
          <p className={styles.text}>คำสั่งซื้อนี้ไม่ได้ชำระเงินภายในเวลาที่กำหนด สลากถูกปล่อยคืนให้ร้านค้า</p>
          {buyAgain}
        </Notice>
      );
    case 'cancelled':
      return (
        <Notice tone="muted" title="คำสั่งซื้อนี้ถูกยกเลิกแล้ว">
          {buyAgain}
        </Notice>
      );
    case 'purchasing':
      return <Notice tone="info" title="กำลังดำเนินการสั่งซื้อ" />;
  }
}
