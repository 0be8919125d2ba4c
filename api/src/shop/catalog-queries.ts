import { discountedUnitPrice } from '@chokdee/shared-contract/rules/shop-discount';
import type {
  ProductCard,
  ProductDetail,
  ProductListQuery,
  ShopSummary,
} from '@chokdee/shared-contract/schemas/shop';
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { shopCategories, shopProducts, shopShops, shopVariants } from './shop-tables';
import { productDiscount } from './product-discount';
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

const cheapest = sql<number>`(SELECT min(${shopVariants.price}) FROM ${shopVariants} WHERE ${shopVariants.product_id} = ${shopProducts.id})`;
const stocked = sql<boolean>`EXISTS (SELECT 1 FROM ${shopVariants} WHERE ${shopVariants.product_id} = ${shopProducts.id} AND ${shopVariants.stock} > 0)`;

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
  cheapest,
  stocked,
};

type CardRow = {
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
  cheapest: number | string | null;
  stocked: boolean;
};

function toCard(row: CardRow): ProductCard {
  const discount = productDiscount(row);
  const original = Number(row.cheapest ?? 0);
  return {
    code: row.code,
    name: row.name,
    image_url: shopImageUrl(row.image_file),
    shop: { code: row.shop_code, name: row.shop_name },
    category: { code: row.category_code, name: row.category_name },
    discount,
    price_from: discountedUnitPrice(original, discount),
    original_price_from: original,
    in_stock: Boolean(row.stocked),
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
export async function listProducts(db: Executor, query: ProductListQuery) {
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
  return {
    data: rows.map(toCard),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: n,
      last_page: Math.max(1, Math.ceil(n / query.per_page)),
    },
  };
}

/** `/ecommerce/store/{productCode}`: the product with every variant, its price after discount and stock. */
export async function findProduct(db: Executor, code: string): Promise<ProductDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(shopProducts)
    .innerJoin(shopShops, eq(shopShops.id, shopProducts.shop_id))
    .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.category_id))
    .where(eq(shopProducts.code, code));
  if (!row) return null;
  const variants = await db
    .select()
    .from(shopVariants)
    .where(eq(shopVariants.product_id, row.id))
    .orderBy(asc(shopVariants.sort), asc(shopVariants.id));
  const card = toCard(row);
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
      discounted_price: discountedUnitPrice(variant.price, card.discount),
      stock: variant.stock,
      image_url: card.image_url,
    })),
  };
}
