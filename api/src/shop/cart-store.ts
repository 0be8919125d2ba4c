import { lineTotals, discountedUnitPrice } from '@chokdee/shared-contract/rules/shop-discount';
import { SHOP_MESSAGES, type ShopCart } from '@chokdee/shared-contract/schemas/shop';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { shopCartItems, shopCarts, shopProducts, shopVariants } from './shop-tables';
import { HttpError } from '../lib/http-error';
import { discountAt, variantDiscountColumns } from './product-discount';
import { shopImageUrl } from './shop-pictures';

const notFound = () =>
  new HttpError(404, SHOP_MESSAGES.cartNotFound, [{ field: 'cartKey', message: SHOP_MESSAGES.cartNotFound }]);
const closed = () =>
  new HttpError(410, SHOP_MESSAGES.cartClosed, [{ field: 'cartKey', message: SHOP_MESSAGES.cartClosed }]);

/** The member's open cart, locked for the rest of the transaction; another member's is not found. */
async function lockOpenCart(tx: Executor, userId: number, cartKey: string) {
  const [cart] = await tx.select().from(shopCarts).where(eq(shopCarts.key, cartKey)).for('update');
  if (!cart || cart.user_id !== userId) throw notFound();
  if (cart.closed_at) throw closed();
  return cart;
}

/** The cart's lines with today's prices, discounts and stock. */
export async function cartLines(db: Executor, cartKey: string) {
  return db
    .select({
      key: shopCartItems.key,
      quantity: shopCartItems.quantity,
      variant_id: shopVariants.id,
      variant_name: shopVariants.name,
      sub_name: shopVariants.sub_name,
      price: shopVariants.price,
      stock: shopVariants.stock,
      product_id: shopProducts.id,
      shop_id: shopProducts.shop_id,
      product_code: shopProducts.code,
      product_name: shopProducts.name,
      image_file: shopProducts.image_file,
      discount_type: shopProducts.discount_type,
      discount_amount: shopProducts.discount_amount,
      ...variantDiscountColumns,
      is_amulet: shopProducts.is_amulet,
    })
    .from(shopCartItems)
    .innerJoin(shopVariants, eq(shopVariants.id, shopCartItems.variant_id))
    .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.product_id))
    .where(eq(shopCartItems.cart_key, cartKey))
    .orderBy(asc(shopCartItems.created_at), asc(shopCartItems.key));
}

export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/** Spec §3 Cart item and the totals the panel shows (ชิ้น, บาท, the original and 'ประหยัด'). */
export function cartView(key: string, lines: CartLine[], now: Date): ShopCart {
  const items = lines.map((line) => {
    const discount = discountAt(line, now);
    const price = discountedUnitPrice(line.price, discount);
    return {
      key: line.key,
      id: line.variant_id,
      quantity: line.quantity,
      price,
      total_price: price * line.quantity,
      original_price: line.price,
      original_total_price: line.price * line.quantity,
      stock: line.stock,
      product: { code: line.product_code, name: line.product_name, discount },
      product_variant_group_item: { name: line.variant_name },
      sub_product_variant_group_item: line.sub_name ? { name: line.sub_name } : null,
      media: { url: shopImageUrl(line.image_file) },
    };
  });
  const totals = lineTotals(
    lines.map((line) => ({ price: line.price, discount: discountAt(line, now), quantity: line.quantity })),
  );
  return {
    key,
    items,
    total_quantity: totals.quantity,
    total_price: totals.total,
    original_total_price: totals.original,
    saving: totals.saving,
  };
}

export async function createCart(db: Executor, userId: number, now: Date): Promise<ShopCart> {
  const [cart] = await db
    .insert(shopCarts)
    .values({ user_id: userId, created_at: now, updated_at: now })
    .returning({ key: shopCarts.key });
  return cartView(cart!.key, [], now);
}

export async function readCart(db: Executor, userId: number, cartKey: string, now: Date): Promise<ShopCart> {
  const [cart] = await db.select().from(shopCarts).where(eq(shopCarts.key, cartKey));
  if (!cart || cart.user_id !== userId) throw notFound();
  if (cart.closed_at) throw closed();
  return cartView(cartKey, await cartLines(db, cartKey), now);
}

const outOfStock = (stock: number) =>
  new HttpError(409, SHOP_MESSAGES.outOfStock, [
    { field: 'quantity', message: `${SHOP_MESSAGES.outOfStock} (เหลือ ${stock} ชิ้น)` },
  ]);
const tooMany = () =>
  new HttpError(422, SHOP_MESSAGES.quantity, [{ field: 'quantity', message: SHOP_MESSAGES.quantity }]);

/** Adds a variant; one already in the cart gets `quantity` added to it (spec §4). */
export async function addCartItem(
  db: Database,
  input: { userId: number; cartKey: string; variantId: number; quantity: number; now: Date },
): Promise<ShopCart> {
  return db.transaction(async (tx) => {
    await lockOpenCart(tx, input.userId, input.cartKey);
    const [variant] = await tx.select().from(shopVariants).where(eq(shopVariants.id, input.variantId));
    if (!variant)
      throw new HttpError(404, SHOP_MESSAGES.variantNotFound, [
        { field: 'product_variant_id', message: SHOP_MESSAGES.variantNotFound },
      ]);
    const [line] = await tx
      .select({ quantity: shopCartItems.quantity })
      .from(shopCartItems)
      .where(and(eq(shopCartItems.cart_key, input.cartKey), eq(shopCartItems.variant_id, input.variantId)));
    const next = (line?.quantity ?? 0) + input.quantity;
    if (next > 99) throw tooMany();
    // The cart does not hold stock (the purchase takes it), but asking for more than exists is refused now.
    if (next > variant.stock) throw outOfStock(variant.stock);
    await tx
      .insert(shopCartItems)
      .values({
        cart_key: input.cartKey,
        variant_id: input.variantId,
        quantity: next,
        created_at: input.now,
        updated_at: input.now,
      })
      .onConflictDoUpdate({
        target: [shopCartItems.cart_key, shopCartItems.variant_id],
        set: { quantity: sql`excluded.quantity`, updated_at: input.now },
      });
    return cartView(input.cartKey, await cartLines(tx, input.cartKey), input.now);
  });
}

export async function setCartItemQuantity(
  db: Database,
  input: { userId: number; cartKey: string; itemKey: string; quantity: number; now: Date },
): Promise<ShopCart> {
  return db.transaction(async (tx) => {
    await lockOpenCart(tx, input.userId, input.cartKey);
    const [line] = await tx
      .select({ stock: shopVariants.stock })
      .from(shopCartItems)
      .innerJoin(shopVariants, eq(shopVariants.id, shopCartItems.variant_id))
      .where(and(eq(shopCartItems.cart_key, input.cartKey), eq(shopCartItems.key, input.itemKey)));
    if (!line) throw new HttpError(404, SHOP_MESSAGES.cartItemNotFound);
    if (input.quantity > line.stock) throw outOfStock(line.stock);
    await tx
      .update(shopCartItems)
      .set({ quantity: input.quantity, updated_at: input.now })
      .where(eq(shopCartItems.key, input.itemKey));
    return cartView(input.cartKey, await cartLines(tx, input.cartKey), input.now);
  });
}

export async function deleteCartItem(
  db: Database,
  input: { userId: number; cartKey: string; itemKey: string; now: Date },
): Promise<ShopCart> {
  return db.transaction(async (tx) => {
    await lockOpenCart(tx, input.userId, input.cartKey);
    const removed = await tx
      .delete(shopCartItems)
      .where(and(eq(shopCartItems.cart_key, input.cartKey), eq(shopCartItems.key, input.itemKey)))
      .returning({ key: shopCartItems.key });
    if (removed.length === 0) throw new HttpError(404, SHOP_MESSAGES.cartItemNotFound);
    return cartView(input.cartKey, await cartLines(tx, input.cartKey), input.now);
  });
}

export { lockOpenCart };
