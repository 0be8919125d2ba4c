import { inArray, isNotNull, and } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { slipUses } from './slip-uses-tables';

/** What a dealer reads beside a slip: the bank it came from and the transfer's reference. */
export interface SlipReference {
  sending_bank: string;
  transaction_ref: string;
}

/** The references of the slips stored as `files` (those with a QR), by file, in one query. */
export async function slipReferencesOf(
  db: Executor,
  files: (string | null)[],
): Promise<Map<string, SlipReference>> {
  const wanted = [...new Set(files.filter((file): file is string => file !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      file: slipUses.slip_file,
      sending_bank: slipUses.sending_bank,
      transaction_ref: slipUses.transaction_ref,
    })
    .from(slipUses)
    .where(and(inArray(slipUses.slip_file, wanted), isNotNull(slipUses.transaction_ref)));
  return new Map(
    rows.map((row) => [row.file, { sending_bank: row.sending_bank!, transaction_ref: row.transaction_ref! }]),
  );
}
