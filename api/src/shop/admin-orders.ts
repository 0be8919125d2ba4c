import type { OrderStatus } from '@chokdee/shared-contract/schemas/order';
import type {
  ShopFulfilment,
  ShopOrderDetail,
  ShopOrderRow,
  ShopOrderStage,
  ShopOrderSort,
} from '@chokdee/shared-contract/schemas/shop-admin';
import { and, asc, count, desc, eq, ilike, isNull, like, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { shopPurchases, type ShopPurchaseRow } from './shop-tables';
import { toBangkokIso } from '../lib/bangkok-time';
import { purchaseView } from './purchase-view';
import { SHOP_PROMPTPAY_ID } from './shop-payment-target';
import { slipReferencesOf } from '#api/slip-checks/slip-uses-repository';

/** Where a purchase stands for staff; null while the buyer has not paid (or ran out of time). */
export function stageOf(status: OrderStatus, fulfilment: ShopFulfilment | null): ShopOrderStage | null {
  switch (status) {
    case 'slip_uploaded':
      return 'awaiting_check';
    case 'cancelled':
      return 'cancelled';
    case 'ordered':
      return fulfilment ?? 'paid';
    default:
      return null;
  }
}

/** The rows of one stage, written so `shop_purchases_stage_idx` (status, fulfilment, id) serves it. */
function stageWhere(stage: ShopOrderStage): SQL | undefined {
  switch (stage) {
    case 'awaiting_check':
      return eq(shopPurchases.status, 'slip_uploaded');
    case 'cancelled':
      return eq(shopPurchases.status, 'cancelled');
    case 'paid':
      return and(
        eq(shopPurchases.status, 'ordered'),
        or(eq(shopPurchases.fulfilment, 'paid'), isNull(shopPurchases.fulfilment)),
      );
    default:
      return and(eq(shopPurchases.status, 'ordered'), eq(shopPurchases.fulfilment, stage));
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A code (prefix), a member or recipient name (anywhere in it), or a phone (its digits, anywhere). */
function searchWhere(q: string): SQL | undefined {
  const text = escapeLike(q);
  const digits = q.replace(/\D/g, '');
  const anyOf: (SQL | undefined)[] = [
    like(shopPurchases.code, `${escapeLike(q.toUpperCase())}%`),
    ilike(shopPurchases.member_name, `%${text}%`),
    ilike(shopPurchases.recipient, `%${text}%`),
  ];
  if (digits.length >= 3 && digits.length === q.replace(/[\s-]/g, '').length)
    anyOf.push(like(shopPurchases.tel, `%${digits}%`));
  return or(...anyOf);
}

const ORDER: Record<ShopOrderSort, SQL[]> = {
  newest: [desc(shopPurchases.id)],
  oldest: [asc(shopPurchases.id)],
  amount_desc: [desc(shopPurchases.total_amount), desc(shopPurchases.id)],
  amount_asc: [asc(shopPurchases.total_amount), asc(shopPurchases.id)],
};

const rowColumns = {
  id: shopPurchases.id,
  code: shopPurchases.code,
  status: shopPurchases.status,
  fulfilment: shopPurchases.fulfilment,
  member_name: shopPurchases.member_name,
  recipient: shopPurchases.recipient,
  tel: shopPurchases.tel,
  total_quantity: shopPurchases.total_quantity,
  total_amount: shopPurchases.total_amount,
  created_at: shopPurchases.created_at,
  slip_uploaded_at: shopPurchases.slip_uploaded_at,
};

/** One page of the back office's list, with the total the pager needs. */
export async function listShopOrders(
  db: Executor,
  query: { stage?: ShopOrderStage; q?: string; sort: ShopOrderSort; page: number; per_page: number },
): Promise<{ rows: ShopOrderRow[]; total: number }> {
  const where = and(
    query.stage ? stageWhere(query.stage) : undefined,
    query.q ? searchWhere(query.q) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(shopPurchases)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(shopPurchases).where(where),
  ]);
  return {
    total: Number(counted?.total ?? 0),
    rows: rows.map(({ fulfilment, created_at, slip_uploaded_at, ...row }) => ({
      ...row,
      stage: stageOf(row.status, fulfilment),
      created_at: toBangkokIso(created_at),
      slip_uploaded_at: slip_uploaded_at ? toBangkokIso(slip_uploaded_at) : null,
    })),
  };
}

/** The staff path of a purchase's slip. */
export const staffSlipPath = (purchaseId: number) => `/admin/v1/shop-purchases/${purchaseId}/slip`;

/** One purchase as staff handle it: the buyer's view, its stage, the slip's path and the shop's account. */
export async function shopOrderDetail(
  db: Executor,
  row: ShopPurchaseRow,
  now: Date,
): Promise<ShopOrderDetail> {
  return {
    ...(await purchaseView(db, row, now)),
    stage: stageOf(row.status, row.fulfilment),
    slip_path: row.slip_file ? staffSlipPath(row.id) : null,
    slip_reference:
      (row.slip_file && (await slipReferencesOf(db, [row.slip_file])).get(row.slip_file)) || null,
    shop_account: { label: 'พร้อมเพย์ของร้าน', promptpay_id: SHOP_PROMPTPAY_ID },
  };
}
