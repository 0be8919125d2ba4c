import { bigint, customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '#api/db/columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The sales a slip can pay: a lottery order or an amulet shop purchase. */
export const SLIP_SALE_KINDS = ['lottery-order', 'shop-purchase'] as const;
export type SlipSaleKind = (typeof SLIP_SALE_KINDS)[number];

/**
 * Every transfer slip a sale was paid with, so one transfer never pays two sales: keyed uniquely
 * by the QR's sending bank and reference (a slip without a QR has both null and is told apart by
 * `image_hash`, a 64-bit dHash compared by Hamming distance, confirmed by `image_thumbnail`, its
 * 48 × 72 grey cells). `slip_file` is the stored file that
 * shows it now, so the dealer's view of a slip finds its reference.
 */
export const slipUses = pgTable(
  'slip_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sale_kind: text('sale_kind', { enum: SLIP_SALE_KINDS }).notNull(),
    sale_id: integer('sale_id').notNull(),
    sending_bank: text('sending_bank'),
    transaction_ref: text('transaction_ref'),
    image_hash: bigint('image_hash', { mode: 'bigint' }),
    image_thumbnail: bytea('image_thumbnail'),
    slip_file: text('slip_file').notNull(),
    ...timestamps,
  },
  (t) => [
    // The race guard: of two sales claiming one transfer at once, the index lets one in.
    uniqueIndex('slip_uses_transfer_key').on(t.sending_bank, t.transaction_ref),
    index('slip_uses_slip_file_idx').on(t.slip_file),
  ],
);

export type SlipUseRow = typeof slipUses.$inferSelect;
