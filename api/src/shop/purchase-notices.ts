import { carrierLabel, type Carrier } from '@chokdee/shared-contract/schemas/carriers';
import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { recordNotice } from '#api/notices/notices-repository';
import { shopPurchases } from './shop-tables';

/** What staff did to a purchase that its buyer should hear of. */
export type PurchaseEvent =
  | { kind: 'confirmed' }
  | { kind: 'refused'; reason: string; at: Date }
  | { kind: 'shipped'; carrier: Carrier; tracking: string }
  | { kind: 'cancelled'; reason: string };

/** Tells the buyer, in the transaction of the step, with a link to the purchase. */
export async function tellBuyer(tx: Executor, purchaseId: number, event: PurchaseEvent): Promise<void> {
  const [purchase] = await tx
    .select({ user_id: shopPurchases.user_id, code: shopPurchases.code })
    .from(shopPurchases)
    .where(eq(shopPurchases.id, purchaseId));
  if (!purchase) return;
  const { code } = purchase;
  const base = { userId: purchase.user_id, link: `/ecommerce/purchases/${encodeURIComponent(code)}` };
  switch (event.kind) {
    case 'confirmed':
      await recordNotice(tx, {
        ...base,
        kind: 'slip-confirmed',
        eventKey: `shop-purchase:${purchaseId}:confirmed`,
        title: `ร้านค้ายืนยันการชำระเงินคำสั่งซื้อ ${code} แล้ว`,
        body: 'ร้านค้ากำลังเตรียมจัดส่งสินค้าของคุณ',
      });
      return;
    case 'refused':
      // A slip may be refused, sent again and refused again: each refusal is its own event.
      await recordNotice(tx, {
        ...base,
        kind: 'slip-refused',
        eventKey: `shop-purchase:${purchaseId}:slip-refused:${event.at.getTime()}`,
        title: `ร้านค้าไม่รับสลิปของคำสั่งซื้อ ${code} กรุณาส่งสลิปใหม่`,
        body: event.reason,
      });
      return;
    case 'shipped':
      await recordNotice(tx, {
        ...base,
        kind: 'purchase-shipped',
        eventKey: `shop-purchase:${purchaseId}:shipped`,
        title: `ร้านค้าจัดส่งคำสั่งซื้อ ${code} แล้ว`,
        body: `${carrierLabel(event.carrier)} เลขพัสดุ ${event.tracking}`,
      });
      return;
    case 'cancelled':
      await recordNotice(tx, {
        ...base,
        kind: 'purchase-cancelled',
        eventKey: `shop-purchase:${purchaseId}:cancelled`,
        title: `คำสั่งซื้อ ${code} ถูกยกเลิกโดยร้านค้า`,
        body: event.reason,
      });
      return;
  }
}
