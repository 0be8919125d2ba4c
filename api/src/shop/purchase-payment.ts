import { tellBuyer } from './purchase-notices';
import { SHOP_MESSAGES } from '@chokdee/shared-contract/schemas/shop';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import {
  shopCertificates,
  shopProducts,
  shopPurchaseItems,
  shopPurchases,
  shopShipmentLogs,
  shopShipments,
} from './shop-tables';
import { HttpError } from '../lib/http-error';
import { newCertificateCode } from './shop-codes';

/**
 * Puts the member's slip on an unpaid purchase (one conditional UPDATE: still `reserved` or
 * `slip_uploaded`, and not past `pay_before` unless already uploaded). Answers the replaced file.
 */
export async function attachPurchaseSlip(
  db: Executor,
  input: {
    userId: number;
    purchaseId: number;
    file: string;
    mime: string;
    channel: string | null;
    now: Date;
  },
): Promise<{ replacedFile: string | null }> {
  const [before] = await db
    .select({ slip_file: shopPurchases.slip_file })
    .from(shopPurchases)
    .where(and(eq(shopPurchases.id, input.purchaseId), eq(shopPurchases.user_id, input.userId)));
  const updated = await db
    .update(shopPurchases)
    .set({
      status: 'slip_uploaded',
      slip_file: input.file,
      slip_mime: input.mime,
      payment_channel: input.channel,
      slip_uploaded_at: input.now,
      // A new slip answers the refusal: the shop judges it afresh.
      staff_reason: null,
      updated_at: input.now,
    })
    .where(
      and(
        eq(shopPurchases.id, input.purchaseId),
        eq(shopPurchases.user_id, input.userId),
        inArray(shopPurchases.status, ['reserved', 'slip_uploaded']),
        gt(shopPurchases.pay_before, input.now),
      ),
    )
    .returning({ id: shopPurchases.id });
  if (updated.length === 0) throw new HttpError(409, SHOP_MESSAGES.notAwaitingPayment);
  return { replacedFile: before?.slip_file ?? null };
}

/**
 * The shop side accepts the slip: the purchase is `ordered`, each shop gets a parcel to prepare, and
 * every amulet piece gets its certificate. The conditional UPDATE makes a double confirm a no-op.
 */
export async function confirmPurchasePayment(db: Database, purchaseId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const confirmed = await tx
      .update(shopPurchases)
      .set({ status: 'ordered', fulfilment: 'paid', staff_reason: null, confirmed_at: now, updated_at: now })
      .where(and(eq(shopPurchases.id, purchaseId), eq(shopPurchases.status, 'slip_uploaded')))
      .returning({ id: shopPurchases.id });
    if (confirmed.length === 0) throw new HttpError(409, SHOP_MESSAGES.notAwaitingPayment);
    await tellBuyer(tx, purchaseId, { kind: 'confirmed' });

    const items = await tx
      .select({ item: shopPurchaseItems, is_amulet: shopProducts.is_amulet })
      .from(shopPurchaseItems)
      .innerJoin(shopProducts, eq(shopProducts.id, shopPurchaseItems.product_id))
      .where(eq(shopPurchaseItems.purchase_id, purchaseId));

    const shopIds = [...new Set(items.map(({ item }) => item.shop_id))];
    const shipments = await tx
      .insert(shopShipments)
      .values(
        shopIds.map((shop_id) => ({
          purchase_id: purchaseId,
          shop_id,
          status: 'prepare_to_ship' as const,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning({ id: shopShipments.id });
    await tx
      .insert(shopShipmentLogs)
      .values(shipments.map(({ id }) => ({ shipment_id: id, status: 'prepare_to_ship' as const, at: now })));

    const pieces = items.flatMap(({ item, is_amulet }) =>
      is_amulet
        ? Array.from({ length: item.quantity }, (_, index) => ({
            code: newCertificateCode(),
            purchase_item_id: item.id,
            piece_no: index + 1,
            sold_at: now,
          }))
        : [],
    );
    if (pieces.length) await tx.insert(shopCertificates).values(pieces);
  });
}
