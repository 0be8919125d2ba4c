import type { StoreClaimFee } from '@chokdee/shared-contract/schemas/prize-claim';
import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { storeClaimFees } from './prize-claims-tables';

/** The store's own cash-out fee in basis points, or null when it takes the site's default. */
export async function storeOwnFeeBps(db: Executor, storeId: number): Promise<number | null> {
  const [row] = await db
    .select({ fee_bps: storeClaimFees.fee_bps })
    .from(storeClaimFees)
    .where(eq(storeClaimFees.store_id, storeId));
  return row?.fee_bps ?? null;
}

/** The fee a claim at this store takes now: its own, or the default. */
export async function storeFeeBps(db: Executor, storeId: number, defaultFeeBps: number): Promise<number> {
  return (await storeOwnFeeBps(db, storeId)) ?? defaultFeeBps;
}

/** Sets the store's own fee, or (null) goes back to the default; the fee as the dealer reads it. */
export async function saveStoreFee(
  db: Executor,
  input: { storeId: number; feeBps: number | null; defaultFeeBps: number; now: Date },
): Promise<StoreClaimFee> {
  if (input.feeBps === null) {
    await db.delete(storeClaimFees).where(eq(storeClaimFees.store_id, input.storeId));
  } else {
    await db
      .insert(storeClaimFees)
      .values({
        store_id: input.storeId,
        fee_bps: input.feeBps,
        created_at: input.now,
        updated_at: input.now,
      })
      .onConflictDoUpdate({
        target: storeClaimFees.store_id,
        set: { fee_bps: input.feeBps, updated_at: input.now },
      });
  }
  return { fee_bps: input.feeBps, default_fee_bps: input.defaultFeeBps };
}
