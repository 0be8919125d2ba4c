import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { SaleConfirmed } from '#api/lottery-sales/sale-events';

/**
 * Counts a confirmed order's tickets toward every quest live at the confirmation, in one
 * statement: `quest_counted_orders` takes (quest, order) once, so a second confirmation counts
 * nothing; the member's result is inserted or raised under its row lock (concurrent
 * confirmations of one member's orders add up exactly), capped at the quest's target, and a
 * completed (claimed) result never moves again.
 */
export async function countSaleTowardQuests(tx: Executor, sale: SaleConfirmed): Promise<void> {
  const at = sale.confirmedAt.toISOString();
  await tx.execute(sql`
    WITH live AS (
      SELECT q.id AS quest_id, rule.target
      FROM quests q
      JOIN LATERAL (
        SELECT target FROM quest_rules WHERE quest_id = q.id ORDER BY id LIMIT 1
      ) rule ON true
      WHERE q.status = 'active' AND q.started_at <= ${at}::timestamptz AND q.ended_at > ${at}::timestamptz
    ), counted AS (
      INSERT INTO quest_counted_orders (quest_id, order_id, ticket_count, created_at)
      SELECT quest_id, ${sale.orderId}, ${sale.ticketCount}, ${at}::timestamptz FROM live
      ON CONFLICT DO NOTHING
      RETURNING quest_id
    )
    INSERT INTO quest_results AS result (quest_id, user_id, value, status, created_at, updated_at)
    SELECT counted.quest_id, ${sale.memberId}, LEAST(${sale.ticketCount}::int, live.target), 'active',
      ${at}::timestamptz, ${at}::timestamptz
    FROM counted JOIN live USING (quest_id)
    ON CONFLICT (quest_id, user_id) DO UPDATE
      SET value = LEAST(
            result.value + ${sale.ticketCount}::int,
            (SELECT target FROM quest_rules WHERE quest_id = result.quest_id ORDER BY id LIMIT 1)
          ),
          updated_at = EXCLUDED.updated_at
      WHERE result.status = 'active'
  `);
}
