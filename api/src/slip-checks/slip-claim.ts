import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { SLIP_CHECK_MESSAGES } from './slip-check-messages';
import { NEAR_PICTURE_DISTANCE } from './slip-dhash';
import type { SlipMark } from './slip-mark';
import { sameThumbnail } from './slip-thumbnail';
import { slipUses, type SlipSaleKind } from './slip-uses-tables';

export interface SlipClaim {
  mark: SlipMark | null;
  sale: { kind: SlipSaleKind; id: number };
  /** The stored file that shows the slip on this sale. */
  file: string;
  now: Date;
}

/** Any fixed number: the key of the lock that lets one picture-only claim look and write at a time. */
const PICTURE_CLAIM_LOCK_KEY = 7_320_114;

const usedElsewhere = () =>
  new HttpError(422, SLIP_CHECK_MESSAGES.slipUsedElsewhere, [
    { field: 'file', message: SLIP_CHECK_MESSAGES.slipUsedElsewhere },
  ]);

/**
 * Records that `sale` is paid with this slip, inside the caller's transaction (which also puts the
 * slip on the sale), or refuses in Thai when another sale was paid with it: the caller's
 * transaction then rolls back and the sale still waits for a slip. The same slip sent again for
 * the same sale is fine (its row now names the new file).
 */
export async function claimSlip(tx: Executor, claim: SlipClaim): Promise<void> {
  const { mark } = claim;
  if (!mark) return;
  if (mark.qr) await claimTransfer(tx, claim, mark.qr.sendingBank, mark.qr.transactionRef);
  else if (mark.picture) await claimPicture(tx, claim, mark.picture);
}

const sameSale = (sale: SlipClaim['sale']) =>
  and(eq(slipUses.sale_kind, sale.kind), eq(slipUses.sale_id, sale.id));

/**
 * One statement on the unique (bank, reference) index: a new transfer is inserted; a known one is
 * touched only when it is this sale's. Two sales racing for one transfer: the second waits for the
 * first's row, then finds it someone else's and gets no row back.
 */
async function claimTransfer(tx: Executor, claim: SlipClaim, bank: string, ref: string): Promise<void> {
  const rows = await tx
    .insert(slipUses)
    .values({
      sale_kind: claim.sale.kind,
      sale_id: claim.sale.id,
      sending_bank: bank,
      transaction_ref: ref,
      image_hash: claim.mark!.picture?.hash ?? null,
      image_thumbnail: claim.mark!.picture?.thumbnail ?? null,
      slip_file: claim.file,
      created_at: claim.now,
      updated_at: claim.now,
    })
    .onConflictDoUpdate({
      target: [slipUses.sending_bank, slipUses.transaction_ref],
      set: { slip_file: claim.file, updated_at: claim.now },
      setWhere: sameSale(claim.sale),
    })
    .returning({ id: slipUses.id });
  if (rows.length === 0) throw usedElsewhere();
}

/**
 * A slip without a readable QR: near pictures (Hamming distance of the hashes, then the thumbnails)
 * cannot be a unique index, so one transaction-scoped lock makes these claims look and write one
 * at a time.
 */
async function claimPicture(
  tx: Executor,
  claim: SlipClaim,
  picture: { hash: bigint; thumbnail: Buffer },
): Promise<void> {
  const { hash } = picture;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PICTURE_CLAIM_LOCK_KEY})`);
  const candidates = await tx
    .select({
      id: slipUses.id,
      sale_kind: slipUses.sale_kind,
      sale_id: slipUses.sale_id,
      thumbnail: slipUses.image_thumbnail,
    })
    .from(slipUses)
    .where(
      and(
        isNotNull(slipUses.image_hash),
        sql`bit_count((${slipUses.image_hash} # ${hash})::bit(64)) <= ${NEAR_PICTURE_DISTANCE}`,
      ),
    );
  const near = candidates.filter((row) => row.thumbnail && sameThumbnail(row.thumbnail, picture.thumbnail));
  if (near.some((row) => row.sale_kind !== claim.sale.kind || row.sale_id !== claim.sale.id))
    throw usedElsewhere();
  const mine = near[0];
  if (mine)
    await tx
      .update(slipUses)
      .set({ slip_file: claim.file, updated_at: claim.now })
      .where(eq(slipUses.id, mine.id));
  else
    await tx.insert(slipUses).values({
      sale_kind: claim.sale.kind,
      sale_id: claim.sale.id,
      image_hash: hash,
      image_thumbnail: picture.thumbnail,
      slip_file: claim.file,
      created_at: claim.now,
      updated_at: claim.now,
    });
}
