import { PAYMENT_CHANNELS } from '@chokdee/shared-contract/schemas/order';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '#api/db/columns';
import { shopPurchases } from './shop-tables';

/**
 * A purchase's payment (spec §7 `POST /purchases/{id}/payments`): the amount and PromptPay target
 * fixed when the member asks to pay. One per purchase (the unique index makes racing posts
 * answer the same row); its status is read from the purchase, never stored twice.
 */
export const shopPayments = pgTable(
  'shop_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchase_id: integer('purchase_id')
      .notNull()
      .references(() => shopPurchases.id, { onDelete: 'cascade' }),
    payment_channel: text('payment_channel', { enum: PAYMENT_CHANNELS }).notNull(),
    amount: integer('amount').notNull(),
    promptpay_id: text('promptpay_id').notNull(),
    created_at: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('shop_payments_purchase_key').on(t.purchase_id)],
);

export type ShopPaymentRow = typeof shopPayments.$inferSelect;
