import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { timestamps } from '#api/db/columns';

/** The member's payout account: one per member, replaced on save. */
export const bankAccounts = pgTable('bank_accounts', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bank_code: text('bank_code').notNull(),
  account_number: text('account_number').notNull(),
  account_name: text('account_name').notNull(),
  ...timestamps,
});

/** Spec §3 Address: a member's delivery addresses (at most 20, checked under a lock on the member). */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    recipient: text('recipient').notNull(),
    address: text('address').notNull(),
    sub_district: text('sub_district').notNull(),
    district: text('district').notNull(),
    province: text('province').notNull(),
    zip_code: text('zip_code').notNull(),
    tel: text('tel').notNull(),
    ...timestamps,
  },
  (t) => [index('addresses_user_id_idx').on(t.user_id, t.id)],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
