import { PRIZE_CLAIM_KINDS, PRIZE_CLAIM_STATUSES } from '@chokdee/shared-contract/schemas/prize-claim';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { instant, timestamps } from '#api/db/columns';
import { orders, tickets } from '#api/lottery-sales/inventory-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { lotteryDraws } from '#api/results/results-tables';

const satang = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * A member's claim of one winning ticket's prize. The amounts and the account are fixed when the
 * member asks, so a later change of rates or account never changes what was promised.
 */
export const prizeClaims = pgTable(
  'prize_claims',
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
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    draw_id: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRIZE_CLAIM_KINDS }).notNull(),
    status: text('status', { enum: PRIZE_CLAIM_STATUSES }).notNull().default('requested'),
    /** The prize tiers won (kernel keys), as recorded in `ticket_wins`. */
    prizes: text('prizes').array().notNull(),
    prize_satang: satang('prize_satang'),
    stamp_duty_bps: integer('stamp_duty_bps').notNull(),
    stamp_duty_satang: satang('stamp_duty_satang'),
    /** Null when claimed in person: the dealer takes no fee. */
    fee_bps: integer('fee_bps'),
    fee_satang: satang('fee_satang'),
    net_satang: satang('net_satang'),
    bank_code: text('bank_code'),
    account_number: text('account_number'),
    account_name: text('account_name'),
    refuse_reason: text('refuse_reason'),
    /** The dealer's transfer slip, a name in the private slips folder. */
    payout_slip: text('payout_slip'),
    checking_at: instant('checking_at'),
    settled_at: instant('settled_at'),
    refused_at: instant('refused_at'),
    ...timestamps,
  },
  (t) => [
    // A ticket is claimed once: of two requests at the same instant the index lets one in; a
    // refused claim steps aside so the member may ask again.
    uniqueIndex('prize_claims_open_ticket_key')
      .on(t.ticket_id)
      .where(sql`${t.status} <> 'refused'`),
    index('prize_claims_store_idx').on(t.store_id, t.status, t.id),
    index('prize_claims_user_idx').on(t.user_id, t.id),
  ],
);

/** A store's own cash-out fee; a store without a row takes the site's default. */
export const storeClaimFees = pgTable('store_claim_fees', {
  store_id: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  fee_bps: integer('fee_bps').notNull(),
  ...timestamps,
});

export type PrizeClaimRow = typeof prizeClaims.$inferSelect;
