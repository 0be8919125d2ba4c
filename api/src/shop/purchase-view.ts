import { idFromText } from '@chokdee/shared-contract/schemas/primitives';
import type { Purchase, Shipment } from '@chokdee/shared-contract/schemas/shop';
import { CARRIER_LABELS } from '@chokdee/shared-contract/schemas/carriers';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  shopCertificates,
  shopProducts,
  shopPurchaseItems,
  shopPurchases,
  shopShipmentLogs,
  shopShipments,
  shopShops,
  shopVariants,
  type ShopPurchaseRow,
} from './shop-tables';
import { promptPayQrDataUrl } from '#api/payments/promptpay-qr';
import { toBangkokIso } from '../lib/bangkok-time';
import { SHOP_PROMPTPAY_ID } from './shop-payment-target';
import { shopImageUrl } from './shop-pictures';

const iso = (at: Date) => toBangkokIso(at);
const isoOrNull = (at: Date | null) => (at ? iso(at) : null);

/** A purchase's row by id or code, the member's own only (`userId`) unless the shop side asks. */
export async function findPurchaseRow(
  db: Executor,
  ref: string | number,
  userId?: number,
): Promise<ShopPurchaseRow | undefined> {
  const id = typeof ref === 'number' ? ref : idFromText(ref);
  // Digits that are no id (`2147483648`) are looked up as a code: found nowhere, a 404.
  const byRef: SQL =
    id === null ? eq(shopPurchases.code, String(ref).toUpperCase()) : eq(shopPurchases.id, id);
  const [row] = await db
    .select()
    .from(shopPurchases)
    .where(userId === undefined ? byRef : and(byRef, eq(shopPurchases.user_id, userId)));
  return row;
}

async function shipmentsOf(db: Executor, purchaseId: number): Promise<Shipment[]> {
  const rows = await db
    .select({ shipment: shopShipments, shop_code: shopShops.code, shop_name: shopShops.name })
    .from(shopShipments)
    .innerJoin(shopShops, eq(shopShops.id, shopShipments.shop_id))
    .where(eq(shopShipments.purchase_id, purchaseId))
    .orderBy(asc(shopShipments.id));
  if (rows.length === 0) return [];
  const logs = await db
    .select()
    .from(shopShipmentLogs)
    .where(
      inArray(
        shopShipmentLogs.shipment_id,
        rows.map((row) => row.shipment.id),
      ),
    )
    .orderBy(asc(shopShipmentLogs.id));
  return rows.map(({ shipment, shop_code, shop_name }) => ({
    id: shipment.id,
    shop: { code: shop_code, name: shop_name },
    status: shipment.status,
    tracking_no: shipment.tracking_no,
    carrier: shipment.carrier ? CARRIER_LABELS[shipment.carrier] : null,
    logs: logs
      .filter((log) => log.shipment_id === shipment.id)
      .map((log) => ({ status: log.status, at: iso(log.at) })),
  }));
}

/** Spec §7 purchase detail: items, payment (a PromptPay QR for the exact amount while unpaid), shipments. */
export async function purchaseView(db: Executor, row: ShopPurchaseRow, now: Date): Promise<Purchase> {
  const items = await db
    .select({
      item: shopPurchaseItems,
      product_code: shopProducts.code,
      product_name: shopProducts.name,
      image_file: shopProducts.image_file,
      variant_name: shopVariants.name,
      sub_variant_name: shopVariants.sub_name,
      shop_code: shopShops.code,
      shop_name: shopShops.name,
    })
    .from(shopPurchaseItems)
    .innerJoin(shopProducts, eq(shopProducts.id, shopPurchaseItems.product_id))
    .innerJoin(shopVariants, eq(shopVariants.id, shopPurchaseItems.variant_id))
    .innerJoin(shopShops, eq(shopShops.id, shopPurchaseItems.shop_id))
    .where(eq(shopPurchaseItems.purchase_id, row.id))
    .orderBy(asc(shopPurchaseItems.id));
  const certificates = items.length
    ? await db
        .select()
        .from(shopCertificates)
        .where(
          inArray(
            shopCertificates.purchase_item_id,
            items.map(({ item }) => item.id),
          ),
        )
        .orderBy(asc(shopCertificates.piece_no))
    : [];
  // An unpaid purchase past its time reads as timed out even before the release has run.
  const status =
    row.status === 'reserved' && row.pay_before.getTime() <= now.getTime() ? 'timeout' : row.status;
  return {
    id: row.id,
    code: row.code,
    status,
    member_name: row.member_name,
    address: {
      recipient: row.recipient,
      tel: row.tel,
      address: row.address,
      sub_district: row.sub_district,
      district: row.district,
      province: row.province,
      zip_code: row.zip_code,
    },
    items: items.map(({ item, ...names }) => ({
      product_code: names.product_code,
      product_name: names.product_name,
      variant_name: names.variant_name,
      sub_variant_name: names.sub_variant_name,
      image_url: shopImageUrl(names.image_file),
      shop: { code: names.shop_code, name: names.shop_name },
      quantity: item.quantity,
      price: item.price,
      original_price: item.original_price,
      total_price: item.price * item.quantity,
      certificate_codes: certificates.filter((c) => c.purchase_item_id === item.id).map((c) => c.code),
    })),
    total_quantity: row.total_quantity,
    total_amount: row.total_amount,
    original_total_amount: row.original_total_amount,
    pay_before: iso(row.pay_before),
    now: iso(now),
    payment_channel: row.payment_channel,
    has_slip: row.slip_file !== null,
    slip_uploaded_at: isoOrNull(row.slip_uploaded_at),
    confirmed_at: isoOrNull(row.confirmed_at),
    staff_reason: row.staff_reason,
    created_at: iso(row.created_at),
    payment: {
      promptpay_id: SHOP_PROMPTPAY_ID,
      promptpay_qr:
        status === 'reserved' ? await promptPayQrDataUrl(SHOP_PROMPTPAY_ID, row.total_amount) : null,
    },
    shipments: await shipmentsOf(db, row.id),
  };
}

/** The member's purchases, newest first. */
export async function listPurchaseRows(db: Executor, userId: number, page: number, perPage: number) {
  return db
    .select()
    .from(shopPurchases)
    .where(eq(shopPurchases.user_id, userId))
    .orderBy(desc(shopPurchases.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}
