import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { timestamps } from '#api/db/columns';
import { orders, tickets } from '#api/lottery-sales/inventory-tables';
import { lotteryDraws } from './results-tables';

/** A sold ticket checked against its draw's results: written once per ticket. */
export const ticketWins = pgTable(
  'ticket_wins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticket_id: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    draw_id: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The kernel's prize kinds this ticket won (one ticket can win several). */
    prizes: text('prizes').array().notNull(),
    /** Whole baht, all prizes together. */
    amount: integer('amount').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ticket_wins_ticket_id_key').on(t.ticket_id),
    index('ticket_wins_user_draw_idx').on(t.user_id, t.draw_id),
  ],
);

export type TicketWinRow = typeof ticketWins.$inferSelect;
