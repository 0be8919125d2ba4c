import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, timestamps } from '#api/db/columns';

/** Spec §3 Lottery draw: one row per draw day (Asia/Bangkok), with its sale window as instants. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    draw_date: date('draw_date', { mode: 'string' }).notNull(),
    sale_start_at: instant('sale_start_at').notNull(),
    sale_end_at: instant('sale_end_at').notNull(),
    /** The operator's switch; the sale is open only inside the window and while this is on (spec §4). */
    is_sale_open: boolean('is_sale_open').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('lottery_draws_draw_date_key').on(t.draw_date),
    // `current` looks up the first draw whose sale has not ended.
    index('lottery_draws_sale_end_at_idx').on(t.sale_end_at),
  ],
);

/** One draw's full prize table; numbers are text to keep leading zeros. */
export const lotteryResults = pgTable(
  'lottery_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    draw_id: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    first: text('first').notNull(),
    adjacent_first: text('adjacent_first').array().notNull(),
    second: text('second').array().notNull(),
    third: text('third').array().notNull(),
    fourth: text('fourth').array().notNull(),
    fifth: text('fifth').array().notNull(),
    front3: text('front3').array().notNull(),
    last3: text('last3').array().notNull(),
    last2: text('last2').notNull(),
    /** Where the numbers came from, e.g. the seed file or an official feed. */
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('lottery_results_draw_id_key').on(t.draw_id)],
);

export type LotteryDrawRow = typeof lotteryDraws.$inferSelect;
export type NewLotteryDrawRow = typeof lotteryDraws.$inferInsert;
export type LotteryResultRow = typeof lotteryResults.$inferSelect;
export type NewLotteryResultRow = typeof lotteryResults.$inferInsert;
