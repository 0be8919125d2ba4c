import type { TruckOperatorSales } from '@chokdee/shared-contract/schemas/truck';
import { and, count, eq, sum } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { orders } from '#api/lottery-sales/inventory-tables';
import { truckSales } from './truck-tables';

/** Each operator's receipts and baht in one draw of one store, by operator id (absent: nothing sold). */
export async function salesByOperator(
  db: Executor,
  storeId: number,
  drawId: number,
): Promise<Map<number, TruckOperatorSales>> {
  const rows = await db
    .select({
      operatorId: truckSales.operator_id,
      count: count(),
      total: sum(truckSales.total_amount).mapWith(Number),
    })
    .from(truckSales)
    .innerJoin(orders, eq(orders.id, truckSales.order_id))
    .where(and(eq(truckSales.store_id, storeId), eq(orders.draw_id, drawId)))
    .groupBy(truckSales.operator_id);
  return new Map(rows.map((row) => [row.operatorId, { count: row.count, total_amount: row.total ?? 0 }]));
}
