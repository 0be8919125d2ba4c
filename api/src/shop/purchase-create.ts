import { lineTotals, discountedUnitPrice } from '@chokdee/shared-contract/rules/shop-discount';
import { SHOP_MESSAGES, type CreatePurchaseBody } from '@chokdee/shared-contract/schemas/shop';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { addresses } from '#api/members/members-tables';
import { shopCarts, shopPurchaseItems, shopPurchases, shopVariants } from './shop-tables';
import { HttpError } from '../lib/http-error';
import { cartLines, lockOpenCart } from './cart-store';
import { discountAt } from './product-discount';
import { newPurchaseCode } from './shop-codes';

export interface CreatePurchaseInput {
  userId: number;
  body: CreatePurchaseBody;
  /** `Idempotency-Key`: the same key from the same member always means the same purchase. */
  idempotencyKey: string | undefined;
  now: Date;
  paymentSeconds: number;
}

const fail = (status: number, message: string, field: string, fieldMessage = message) =>
  new HttpError(status, message, [{ field, message: fieldMessage }]);

async function purchaseByKey(db: Executor, userId: number, key: string) {
  const [row] = await db
    .select({ id: shopPurchases.id })
    .from(shopPurchases)
    .where(and(eq(shopPurchases.user_id, userId), eq(shopPurchases.idempotency_key, key)));
  return row?.id;
}

/**
 * Spec §7 POST /purchases: the member's cart becomes a `reserved` purchase in ONE transaction.
 * - The cart row is locked first: two submits of one cart queue, the second finds the first purchase.
 * - Prices are the server's own; a total that moved since `expected_total` is refused (409) with
 *   the new total, so the member sees 'ราคาสินค้ามีการเปลี่ยนแปลง' and chooses.
 * - Stock is taken per variant (in id order, so two purchases never wait on each other crosswise)
 *   by one conditional UPDATE `stock >= qty`: of many buyers of the last piece exactly one gets
 *   it; any shortfall rolls the whole purchase back.
 */
export async function createPurchase(
  db: Database,
  input: CreatePurchaseInput,
): Promise<{ id: number; created: boolean }> {
  const { userId, body, idempotencyKey: key, now } = input;
  if (key !== undefined) {
    const first = await purchaseByKey(db, userId, key);
    if (first !== undefined) return { id: first, created: false };
  }

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: shopPurchases.id })
      .from(shopPurchases)
      .where(eq(shopPurchases.cart_key, body.cart_key));
    // Locking an already ordered cart fails with 410; its purchase is the answer to a repeat.
    if (existing) {
      const [cart] = await tx
        .select({ user_id: shopCarts.user_id })
        .from(shopCarts)
        .where(eq(shopCarts.key, body.cart_key));
      if (cart?.user_id === userId) return { id: existing.id, created: false };
    }
    try {
      await lockOpenCart(tx, userId, body.cart_key);
    } catch (error) {
      // Another submit of this cart committed while we waited for the lock.
      const [repeat] = await tx
        .select({ id: shopPurchases.id })
        .from(shopPurchases)
        .where(and(eq(shopPurchases.cart_key, body.cart_key), eq(shopPurchases.user_id, userId)));
      if (repeat) return { id: repeat.id, created: false };
      throw error;
    }

    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, body.address_id), eq(addresses.user_id, userId)));
    if (!address) throw fail(422, SHOP_MESSAGES.addressRequired, 'address_id');

    const lines = await cartLines(tx, body.cart_key);
    if (lines.length === 0) throw fail(422, SHOP_MESSAGES.cartEmpty, 'cart_key');

    const totals = lineTotals(
      lines.map((line) => ({ price: line.price, discount: discountAt(line, now), quantity: line.quantity })),
    );
    if (body.expected_total !== undefined && body.expected_total !== totals.total) {
      throw fail(
        409,
        SHOP_MESSAGES.priceChanged,
        'expected_total',
        `ยอดรวมใหม่ ${totals.total.toLocaleString('en-US')} บาท`,
      );
    }

    const [purchase] = await tx
      .insert(shopPurchases)
      .values({
        code: newPurchaseCode(now),
        user_id: userId,
        cart_key: body.cart_key,
        idempotency_key: key ?? null,
        status: 'reserved',
        member_name: body.member_name,
        recipient: address.recipient,
        tel: address.tel,
        address: address.address,
        sub_district: address.sub_district,
        district: address.district,
        province: address.province,
        zip_code: address.zip_code,
        total_quantity: totals.quantity,
        total_amount: totals.total,
        original_total_amount: totals.original,
        pay_before: new Date(now.getTime() + input.paymentSeconds * 1000),
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing()
      .returning({ id: shopPurchases.id });
    if (!purchase) {
      // The same key over another cart got there first (or a code collided): answer the first.
      const first = key !== undefined ? await purchaseByKey(tx, userId, key) : undefined;
      if (first !== undefined) return { id: first, created: false };
      throw new Error('could not insert the purchase');
    }

    for (const line of [...lines].sort((a, b) => a.variant_id - b.variant_id)) {
      const taken = await tx
        .update(shopVariants)
        .set({ stock: sql`${shopVariants.stock} - ${line.quantity}` })
        .where(and(eq(shopVariants.id, line.variant_id), gte(shopVariants.stock, line.quantity)))
        .returning({ id: shopVariants.id });
      if (taken.length === 0) {
        throw fail(
          409,
          SHOP_MESSAGES.outOfStock,
          'cart_key',
          `${SHOP_MESSAGES.outOfStock}: ${line.product_name}`,
        );
      }
    }

    await tx.insert(shopPurchaseItems).values(
      lines.map((line) => ({
        purchase_id: purchase.id,
        variant_id: line.variant_id,
        product_id: line.product_id,
        shop_id: line.shop_id,
        quantity: line.quantity,
        price: discountedUnitPrice(line.price, discountAt(line, now)),
        original_price: line.price,
      })),
    );
    await tx
      .update(shopCarts)
      .set({ closed_at: now, updated_at: now })
      .where(eq(shopCarts.key, body.cart_key));
    return { id: purchase.id, created: true };
  });
}
