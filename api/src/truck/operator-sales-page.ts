import {
  TRUCK_MESSAGES,
  type TruckOperatorDrawSales,
  type TruckOperatorSalesPage,
} from '@chokdee/shared-contract/schemas/truck';
import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { findCurrentDraw } from '#api/results/lottery-draws-repository';
import { lotteryDraws } from '#api/results/results-tables';
import { NO_SALES, salesByOperator } from './operator-draw-sales';
import { truckOperators, type TruckOperatorRow } from './truck-tables';

/** How many draws the dealer can pick from (about half a year of two draws a month). */
const PICKABLE_DRAWS = 12;

type Draw = { id: number; draw_date: string };

/** The draw a dealer asked for (404 when no draw has that day), else the one on sale now. */
async function drawOf(db: Executor, drawDate: string | undefined, now: Date): Promise<Draw | undefined> {
  if (drawDate === undefined) return findCurrentDraw(db, now);
  const [draw] = await db
    .select({ id: lotteryDraws.id, draw_date: lotteryDraws.draw_date })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.draw_date, drawDate));
  if (!draw) throw new HttpError(404, TRUCK_MESSAGES.drawNotFound);
  return draw;
}

/** The draw on sale now and the ones before it, newest first: the ones that can have sales. */
async function pickableDraws(db: Executor, now: Date): Promise<string[]> {
  const current = await findCurrentDraw(db, now);
  const rows = await db
    .select({ draw_date: lotteryDraws.draw_date })
    .from(lotteryDraws)
    .where(current ? lte(lotteryDraws.draw_date, current.draw_date) : undefined)
    .orderBy(desc(lotteryDraws.draw_date))
    .limit(PICKABLE_DRAWS);
  return rows.map((row) => row.draw_date);
}

function withSales(row: TruckOperatorRow, sales: TruckOperatorDrawSales['sales']): TruckOperatorDrawSales {
  return { id: row.id, username: row.username, name: row.name, is_active: row.is_active, sales };
}

/** One page of the store's operators (in the order they were added) with their sales in one draw. */
export async function operatorSalesPage(
  db: Executor,
  storeId: number,
  query: { draw_date?: string; page: number; per_page: number },
  now: Date,
): Promise<TruckOperatorSalesPage> {
  const draw = await drawOf(db, query.draw_date, now);
  const [operators, [counted], draws] = await Promise.all([
    db
      .select()
      .from(truckOperators)
      .where(eq(truckOperators.store_id, storeId))
      .orderBy(asc(truckOperators.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(truckOperators).where(eq(truckOperators.store_id, storeId)),
    pickableDraws(db, now),
  ]);
  const sales = draw
    ? await salesByOperator(
        db,
        storeId,
        draw.id,
        operators.map((row) => row.id),
      )
    : new Map();
  return {
    data: operators.map((row) => withSales(row, sales.get(row.id) ?? NO_SALES)),
    meta: {
      draw_date: draw?.draw_date ?? null,
      draws,
      page: query.page,
      per_page: query.per_page,
      total: counted?.total ?? 0,
    },
  };
}

/** One of the store's operators with their sales in one draw; another store's is a 404. */
export async function operatorDrawSales(
  db: Executor,
  storeId: number,
  operatorId: number,
  drawDate: string | undefined,
  now: Date,
): Promise<{ data: TruckOperatorDrawSales; meta: { draw_date: string | null } }> {
  const [[operator], draw] = await Promise.all([
    db
      .select()
      .from(truckOperators)
      .where(and(eq(truckOperators.id, operatorId), eq(truckOperators.store_id, storeId))),
    drawOf(db, drawDate, now),
  ]);
  if (!operator) throw new HttpError(404, TRUCK_MESSAGES.operatorNotFound);
  const sales = draw ? await salesByOperator(db, storeId, draw.id, [operator.id]) : new Map();
  return {
    data: withSales(operator, sales.get(operator.id) ?? NO_SALES),
    meta: { draw_date: draw?.draw_date ?? null },
  };
}
