import { MAX_ADDRESSES, type Address } from '@chokdee/shared-contract/schemas/address';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { addresses, type AddressRow } from './members-tables';

export type AddressInput = Omit<Address, 'id'>;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    recipient: row.recipient,
    address: row.address,
    sub_district: row.sub_district,
    district: row.district,
    province: row.province,
    zip_code: row.zip_code,
    tel: row.tel,
  };
}

/** Oldest first: the order the member added them. */
export async function listAddressesByUserId(db: Executor, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.user_id, userId))
    .orderBy(asc(addresses.id));
  return rows.map(toAddress);
}

/** The member's main address for `/auth/me`: the first one saved, or null. */
export async function findDefaultAddressByUserId(db: Executor, userId: number): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.user_id, userId))
    .orderBy(asc(addresses.id))
    .limit(1);
  return row ? toAddress(row) : null;
}

export type CreateAddressResult = { ok: true; address: Address } | { ok: false; reason: 'limit' };

/**
 * Adds an address unless the member already has the maximum. The member's row is locked first,
 * so two parallel requests cannot both pass the count at 19.
 */
export function createAddress(
  db: Database,
  userId: number,
  input: AddressInput,
  now: Date,
): Promise<CreateAddressResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [counted] = await tx
      .select({ total: count() })
      .from(addresses)
      .where(eq(addresses.user_id, userId));
    if ((counted?.total ?? 0) >= MAX_ADDRESSES) return { ok: false, reason: 'limit' } as const;
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, user_id: userId, created_at: now, updated_at: now })
      .returning();
    if (!row) throw new Error(`inserting an address of user ${userId} returned no row`);
    return { ok: true, address: toAddress(row) } as const;
  });
}

/** Updates one of the member's addresses; another member's id finds nothing (undefined). */
export async function updateAddress(
  db: Executor,
  userId: number,
  id: number,
  input: AddressInput,
  now: Date,
): Promise<Address | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...input, updated_at: now })
    .where(and(eq(addresses.id, id), eq(addresses.user_id, userId)))
    .returning();
  return row && toAddress(row);
}

export async function deleteAddress(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.user_id, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
