import { TRUCK_MESSAGES, type TruckClaim } from '@chokdee/shared-contract/schemas/truck';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { orders } from '#api/lottery-sales/inventory-tables';
import { ticketWins } from '#api/results/ticket-wins-tables';
import { truckSales } from './truck-tables';
import { HttpError } from '#api/lib/http-error';
import { saleConfirmed } from '#api/lottery-sales/sale-events';
import { loadSaleReceipt } from './sale-view';

/** Claim tries per member: enough for typos, far too few to guess 50-bit codes. */
export const CLAIM_LIMIT = { tries: 20, windowMs: 15 * 60 * 1000 } as const;

/**
 * A member claims a receipt: in one transaction the code is taken (a conditional UPDATE, so of
 * concurrent claims exactly one finds it unclaimed; a claim by the same member again answers the
 * same tickets), the order and any already checked wins move from the walk-in user to the member
 * (the safe, win history), and the sale-events hook counts the tickets (quests) as the member's.
 */
export async function claimTruckSale(
  db: Database,
  input: { userId: number; code: string; now: Date },
): Promise<TruckClaim> {
  const { userId, code, now } = input;
  const saleId = await db.transaction(async (tx) => {
    const [sale] = await tx
      .update(truckSales)
      .set({ claimed_by_user_id: userId, claimed_at: now, updated_at: now })
      .where(and(eq(truckSales.claim_code, code), isNull(truckSales.claimed_at)))
      .returning();
    if (!sale) {
      const [known] = await tx
        .select({ id: truckSales.id, claimedBy: truckSales.claimed_by_user_id })
        .from(truckSales)
        .where(eq(truckSales.claim_code, code));
      if (!known) throw new HttpError(404, TRUCK_MESSAGES.claimNotFound);
      if (known.claimedBy === userId) return known.id;
      throw new HttpError(409, TRUCK_MESSAGES.claimUsed);
    }
    const [member] = await tx
      .select({ name: users.name, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, userId));
    const [order] = await tx
      .update(orders)
      .set({
        user_id: userId,
        member_name: `${member?.name ?? ''} ${member?.lastname ?? ''}`.trim(),
        updated_at: now,
      })
      .where(eq(orders.id, sale.order_id))
      .returning({ id: orders.id, ticketCount: orders.ticket_count });
    await tx
      .update(ticketWins)
      .set({ user_id: userId, updated_at: now })
      .where(eq(ticketWins.order_id, sale.order_id));
    await saleConfirmed(tx, {
      orderId: order!.id,
      memberId: userId,
      ticketCount: order!.ticketCount,
      confirmedAt: now,
    });
    return sale.id;
  });
  const receipt = await loadSaleReceipt(db, saleId, false);
  return {
    order_code: receipt.order_code,
    store_name: receipt.store.name,
    draw_date: receipt.draw_date,
    total_amount: receipt.total_amount,
    tickets: receipt.tickets,
  };
}
