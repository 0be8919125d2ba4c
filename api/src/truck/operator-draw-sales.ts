import type { TruckOperatorSales } from '@chokdee/shared-contract/schemas/truck';
import { and, count, eq, inArray, sum } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { orders } from '#api/lottery-sales/inventory-tables';
import { truckSales } from './truck-tables';

export const NO_SALES: TruckOperatorSales = { count: 0, tickets: 0, total_amount: 0 };

/**
 * Each operator's receipts, tickets and baht in one draw of one store, by operator id (absent:
 * nothing sold). `operatorIds` narrows it to one page of operators.
 */
export async function salesByOperator(
  db: Executor,
  storeId: number,
  drawId: number,
  operatorIds?: readonly number[],
): Promise<Map<number, TruckOperatorSales>> {
  if (operatorIds?.length === 0) return new Map();
  const rows = await db
    .select({
      operatorId: truckSales.operator_id,
      count: count(),
      tickets: sum(orders.ticket_count).mapWith(Number),
      total: sum(truckSales.total_amount).mapWith(Number),
    })
    .from(truckSales)
    .innerJoin(orders, eq(orders.id, truckSales.order_id))
    .where(
      and(
        eq(truckSales.store_id, storeId),
        eq(orders.draw_id, drawId),
        operatorIds ? inArray(truckSales.operator_id, [...operatorIds]) : undefined,
      ),
    )
    .groupBy(truckSales.operator_id);
  return new Map(
    rows.map((row) => [
      row.operatorId,
      { count: row.count, tickets: row.tickets ?? 0, total_amount: row.total ?? 0 },
    ]),
  );
}
