import { claimPath, type TruckSale } from '@chokdee/shared-contract/schemas/truck';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { orderItems, orders } from '#api/lottery-sales/inventory-tables';
import { lotteryDraws } from '#api/results/results-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { truckOperators, truckSales } from './truck-tables';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { promptPayQrDataUrl } from '#api/payments/promptpay-qr';

function selectSales(db: Executor) {
  return db
    .select({
      sale: truckSales,
      order_code: orders.code,
      store_code: stores.code,
      store_name: stores.name,
      promptpay_id: stores.promptpay_id,
      operator_name: truckOperators.name,
      draw_date: lotteryDraws.draw_date,
    })
    .from(truckSales)
    .innerJoin(orders, eq(orders.id, truckSales.order_id))
    .innerJoin(stores, eq(stores.id, truckSales.store_id))
    .innerJoin(truckOperators, eq(truckOperators.id, truckSales.operator_id))
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, orders.draw_id));
}

type SaleViewRow = Awaited<ReturnType<ReturnType<typeof selectSales>['where']>>[number];

async function toReceipts(db: Executor, rows: SaleViewRow[], replayed: boolean): Promise<TruckSale[]> {
  const orderIds = rows.map((row) => row.sale.order_id);
  const items =
    orderIds.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.order_id, orderIds))
          .orderBy(asc(orderItems.number), asc(orderItems.set_no));
  return Promise.all(
    rows.map(async ({ sale, ...row }) => ({
      id: sale.id,
      idempotency_key: sale.idempotency_key,
      order_code: row.order_code,
      store: { code: row.store_code, name: row.store_name },
      operator_name: row.operator_name,
      draw_date: row.draw_date,
      payment_method: sale.payment_method,
      total_amount: sale.total_amount,
      tickets: items
        .filter((item) => item.order_id === sale.order_id)
        .map((item) => ({
          ticket_id: item.ticket_id,
          number: String(item.number).padStart(6, '0'),
          set_no: item.set_no,
          price: item.price,
        })),
      claim_code: sale.claim_code,
      claim_path: claimPath(sale.claim_code),
      claimed: sale.claimed_at !== null,
      promptpay_qr:
        sale.payment_method === 'promptpay' && row.promptpay_id
          ? await promptPayQrDataUrl(row.promptpay_id, sale.total_amount)
          : null,
      made_at: sale.made_at ? toBangkokIso(sale.made_at) : null,
      created_at: toBangkokIso(sale.created_at),
      replayed,
    })),
  );
}

/** One sale's receipt. */
export async function loadSaleReceipt(db: Executor, saleId: number, replayed: boolean): Promise<TruckSale> {
  const rows = await selectSales(db).where(eq(truckSales.id, saleId));
  const [receipt] = await toReceipts(db, rows, replayed);
  if (!receipt) throw new Error(`truck sale ${saleId} not found`);
  return receipt;
}

/** The operator's latest sales, newest first. */
export async function listOperatorSales(
  db: Executor,
  operatorId: number,
  limit: number,
): Promise<TruckSale[]> {
  const rows = await selectSales(db)
    .where(eq(truckSales.operator_id, operatorId))
    .orderBy(desc(truckSales.id))
    .limit(limit);
  return toReceipts(db, rows, false);
}
