import { discountedUnitPrice } from '@chokdee/shared-contract/rules/shop-discount';
import type {
  ProductCard,
  ProductDetail,
  ProductListQuery,
  ShopSummary,
} from '@chokdee/shared-contract/schemas/shop';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { shopCategories, shopProducts, shopShops, shopVariants } from './shop-tables';
import { discountAt, variantDiscountColumns } from './product-discount';
import { shopImageUrl } from './shop-pictures';

export async function listShops(db: Executor): Promise<ShopSummary[]> {
  const rows = await db
    .select({
      code: shopShops.code,
      name: shopShops.name,
      description: shopShops.description,
      logo_file: shopShops.logo_file,
      product_count: count(shopProducts.id),
    })
    .from(shopShops)
    .leftJoin(shopProducts, eq(shopProducts.shop_id, shopShops.id))
    .groupBy(shopShops.id)
    .orderBy(asc(shopShops.id));
  return rows.map(({ logo_file, ...row }) => ({ ...row, logo_url: shopImageUrl(logo_file) }));
}

const cardColumns = {
  id: shopProducts.id,
  code: shopProducts.code,
  name: shopProducts.name,
  image_file: shopProducts.image_file,
  discount_type: shopProducts.discount_type,
  discount_amount: shopProducts.discount_amount,
  is_amulet: shopProducts.is_amulet,
  shop_code: shopShops.code,
  shop_name: shopShops.name,
  category_code: shopCategories.code,
  category_name: shopCategories.name,
};

type CardRow = {
  id: number;
  code: string;
  name: string;
  image_file: string;
  discount_type: 'percent' | 'fixed' | null;
  discount_amount: number;
  is_amulet: boolean;
  shop_code: string;
  shop_name: string;
  category_code: string;
  category_name: string;
};

const variantColumns = {
  id: shopVariants.id,
  product_id: shopVariants.product_id,
  name: shopVariants.name,
  sub_name: shopVariants.sub_name,
  price: shopVariants.price,
  stock: shopVariants.stock,
  ...variantDiscountColumns,
};
type VariantRow = Awaited<ReturnType<typeof variantsOf>>[number];

/** The variants of some products, in the order the product page lists them. */
function variantsOf(db: Executor, productIds: number[]) {
  return db
    .select(variantColumns)
    .from(shopVariants)
    .where(inArray(shopVariants.product_id, productIds.length ? productIds : [-1]))
    .orderBy(asc(shopVariants.product_id), asc(shopVariants.sort), asc(shopVariants.id));
}

/** A variant's price today: its own discount while it runs, else the product's. */
function priced(product: CardRow, variant: VariantRow, now: Date) {
  const discount = discountAt({ ...product, ...variant }, now);
  return { discount, price: discountedUnitPrice(variant.price, discount) };
}

/** The card shows the variant a buyer pays least for, with the discount that makes it so. */
function toCard(row: CardRow, variants: VariantRow[], now: Date): ProductCard {
  let best: { discount: ProductCard['discount']; price: number; original: number } | null = null;
  for (const variant of variants) {
    const today = priced(row, variant, now);
    if (!best || today.price < best.price) best = { ...today, original: variant.price };
  }
  return {
    code: row.code,
    name: row.name,
    image_url: shopImageUrl(row.image_file),
    shop: { code: row.shop_code, name: row.shop_name },
    category: { code: row.category_code, name: row.category_name },
    discount: best?.discount ?? null,
    price_from: best?.price ?? 0,
    original_price_from: best?.original ?? 0,
    in_stock: variants.some((variant) => variant.stock > 0),
    is_amulet: row.is_amulet,
  };
}

const detailColumns = {
  ...cardColumns,
  description: shopProducts.description,
  group_name: shopProducts.group_name,
  sub_group_name: shopProducts.sub_group_name,
};

/** `/ecommerce/store`: a page of products, newest first, by shop, category or words in the name. */
export async function listProducts(db: Executor, query: ProductListQuery, now: Date) {
  const filters: SQL[] = [];
  if (query.shop) filters.push(eq(shopShops.code, query.shop));
  if (query.category) filters.push(eq(shopCategories.code, query.category));
  if (query.q) filters.push(ilike(shopProducts.name, `%${query.q.replace(/[%_\\]/g, '\\$&')}%`));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(shopProducts)
      .innerJoin(shopShops, eq(shopShops.id, shopProducts.shop_id))
      .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.category_id))
      .where(where)
      .orderBy(asc(shopProducts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(shopProducts)
      .innerJoin(shopShops, eq(shopShops.id, shopProducts.shop_id))
      .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.category_id))
      .where(where),
  ]);
  const n = Number(total?.n ?? 0);
  const variants = await variantsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) =>
      toCard(
        row,
        variants.filter((variant) => variant.product_id === row.id),
        now,
      ),
    ),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: n,
      last_page: Math.max(1, Math.ceil(n / query.per_page)),
    },
  };
}

/** `/ecommerce/store/{productCode}`: the product with every variant, its price after discount and stock. */
export async function findProduct(db: Executor, code: string, now: Date): Promise<ProductDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(shopProducts)
    .innerJoin(shopShops, eq(shopShops.id, shopProducts.shop_id))
    .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.category_id))
    .where(eq(shopProducts.code, code));
  if (!row) return null;
  const variants = await variantsOf(db, [row.id]);
  const card = toCard(row, variants, now);
  return {
    ...card,
    description: row.description,
    group_name: row.group_name,
    sub_group_name: row.sub_group_name,
    variants: variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      sub_name: variant.sub_name,
      price: variant.price,
      discounted_price: priced(row, variant, now).price,
      stock: variant.stock,
      image_url: card.image_url,
    })),
  };
}
