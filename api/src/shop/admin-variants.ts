import { discountedUnitPrice } from '@chokdee/shared-contract/rules/shop-discount';
import {
  SHOP_STOCK_MESSAGES,
  type ShopVariantRow,
  type VariantDiscount,
} from '@chokdee/shared-contract/schemas/shop-stock';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { HttpError } from '../lib/http-error';
import { discountAt, variantDiscountColumns, variantDiscountRuns } from './product-discount';
import { shopProducts, shopVariants } from './shop-tables';

/**
 * Pieces of a variant that purchases still hold (their stock not given back): `reserved` while
 * unpaid, `sold` once paid and until the parcel leaves the shop. Both are still on the shelf.
 */
const held = (statusIs: SQL) => sql<number>`coalesce((
  SELECT sum(i.quantity) FROM shop_purchase_items i JOIN shop_purchases p ON p.id = i.purchase_id
  WHERE i.variant_id = ${shopVariants.id} AND p.stock_returned_at IS NULL AND ${statusIs}), 0)::int`;
const reserved = held(sql`p.status IN ('reserved', 'purchasing', 'slip_uploaded')`);
const sold = held(sql`p.status = 'ordered' AND coalesce(p.fulfilment, 'paid') IN ('paid', 'packing')`);

const columns = {
  id: shopVariants.id,
  product_code: shopProducts.code,
  product_name: shopProducts.name,
  name: shopVariants.name,
  sub_name: shopVariants.sub_name,
  price: shopVariants.price,
  stock: shopVariants.stock,
  version: shopVariants.version,
  discount_type: shopProducts.discount_type,
  discount_amount: shopProducts.discount_amount,
  ...variantDiscountColumns,
  reserved,
  sold,
};
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const selectRows = (db: Executor, where: SQL | undefined) =>
  db
    .select(columns)
    .from(shopVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.product_id))
    .where(where);

function toRow(row: Row, now: Date): ShopVariantRow {
  const own: VariantDiscount | null = row.variant_discount_type
    ? {
        type: row.variant_discount_type,
        amount: row.variant_discount_amount,
        starts_on: row.variant_discount_starts_on,
        ends_on: row.variant_discount_ends_on,
      }
    : null;
  const reservedCount = Number(row.reserved);
  const soldCount = Number(row.sold);
  return {
    id: row.id,
    product_code: row.product_code,
    product_name: row.product_name,
    name: row.name,
    sub_name: row.sub_name,
    price: row.price,
    price_today: discountedUnitPrice(row.price, discountAt(row, now)),
    stock: row.stock,
    reserved: reservedCount,
    sold: soldCount,
    on_hand: row.stock + reservedCount + soldCount,
    discount: own,
    discount_active: variantDiscountRuns(row, now),
    version: row.version,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of variants, product by product, found by words in the product's or the variant's name. */
export async function listShopVariants(
  db: Executor,
  query: { q?: string; page: number; per_page: number },
  now: Date,
): Promise<{ rows: ShopVariantRow[]; total: number }> {
  const text = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = text
    ? or(ilike(shopProducts.name, text), ilike(shopProducts.code, text), ilike(shopVariants.name, text))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    selectRows(db, where)
      .orderBy(asc(shopProducts.id), asc(shopVariants.sort), asc(shopVariants.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: count() })
      .from(shopVariants)
      .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.product_id))
      .where(where),
  ]);
  return { rows: rows.map((row) => toRow(row, now)), total: Number(counted?.total ?? 0) };
}

export async function findShopVariant(db: Executor, id: number, now: Date): Promise<ShopVariantRow | null> {
  const [row] = await selectRows(db, eq(shopVariants.id, id));
  return row ? toRow(row, now) : null;
}

const notFound = () => new HttpError(404, SHOP_STOCK_MESSAGES.variantNotFound);

/**
 * Staff set a variant's shelf count and its own discount, as of the `version` they read.
 * The variant row is locked first: a purchase taking stock waits for us (or has committed, and
 * the held count read after the lock includes it), so `stock = on_hand − held` never sells a
 * piece twice. A version that moved means another staff member saved first: 409, nothing lost.
 */
export async function updateShopVariant(
  db: Database,
  input: {
    id: number;
    version: number;
    onHand: number;
    discount: VariantDiscount | null;
    now: Date;
  },
): Promise<{ before: ShopVariantRow; after: ShopVariantRow }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: shopVariants.id })
      .from(shopVariants)
      .where(eq(shopVariants.id, input.id))
      .for('update');
    if (!locked) throw notFound();
    const before = (await findShopVariant(tx, input.id, input.now))!;
    if (before.version !== input.version)
      throw new HttpError(409, SHOP_STOCK_MESSAGES.editedByOther, [], 'edited_by_other');
    const holding = before.reserved + before.sold;
    if (input.onHand < holding)
      throw new HttpError(409, SHOP_STOCK_MESSAGES.stockBelowHeld(holding), [
        { field: 'on_hand', message: SHOP_STOCK_MESSAGES.stockBelowHeld(holding) },
      ]);
    const { discount } = input;
    if (discount?.type === 'fixed' && discount.amount >= before.price)
      throw new HttpError(400, SHOP_STOCK_MESSAGES.bahtBelowPrice, [
        { field: 'discount.amount', message: SHOP_STOCK_MESSAGES.bahtBelowPrice },
      ]);
    const updated = await tx
      .update(shopVariants)
      .set({
        stock: input.onHand - holding,
        discount_type: discount?.type ?? null,
        discount_amount: discount?.amount ?? 0,
        discount_starts_on: discount?.starts_on ?? null,
        discount_ends_on: discount?.ends_on ?? null,
        version: sql`${shopVariants.version} + 1`,
      })
      .where(and(eq(shopVariants.id, input.id), eq(shopVariants.version, input.version)))
      .returning({ id: shopVariants.id });
    if (updated.length === 0)
      throw new HttpError(409, SHOP_STOCK_MESSAGES.editedByOther, [], 'edited_by_other');
    return { before, after: (await findShopVariant(tx, input.id, input.now))! };
  });
}
