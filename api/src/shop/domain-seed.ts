import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { shopCategories, shopProducts, shopShops, shopVariants } from './shop-tables';
import type { DomainSeed } from '#api/db/seed/domain-seed';

/**
 * The amulet shop's demo: 3 shops, 3 categories and 60 products with pictures from
 * `api/public/shop/`, material × size variants and a mix of percent, fixed and no discounts.
 * Idempotent: rows are found by code; a product's variants are written only when it is new.
 */
const SHOPS = [
  {
    code: 'siam-amulet',
    name: 'สยามพระเครื่อง',
    description: 'พระเครื่องแท้ ตรวจสอบได้ทุกองค์',
    logo_file: 'shop-logo-1.svg',
  },
  {
    code: 'phra-lanna',
    name: 'พระล้านนา',
    description: 'พระเครื่องสายเหนือ เก็บสะสมกว่า 20 ปี',
    logo_file: 'shop-logo-2.svg',
  },
  {
    code: 'mongkol-shop',
    name: 'มงคลช็อป',
    description: 'วัตถุมงคลและเครื่องราง จัดส่งทั่วประเทศ',
    logo_file: 'shop-logo-3.svg',
  },
];

const CATEGORIES = [
  { code: 'phra-kring', name: 'พระกริ่ง' },
  { code: 'rian', name: 'เหรียญ' },
  { code: 'khrueang-rang', name: 'เครื่องราง' },
];

const MOTIFS = [
  { key: 'buddha', name: 'พระพุทธ' },
  { key: 'lotus', name: 'ดอกบัว' },
  { key: 'stupa', name: 'พระธาตุ' },
];
const COLOURS = ['gold', 'silver', 'bronze', 'jade'];
const TEMPLES = ['วัดบวร', 'วัดระฆัง', 'วัดสุทัศน์', 'วัดพระแก้ว', 'วัดเจดีย์หลวง'];
const MATERIALS = [
  { name: 'ทองคำ', extra: 2400 },
  { name: 'เงิน', extra: 600 },
  { name: 'ทองแดง', extra: 0 },
];
const SIZES = [
  { name: 'เล็ก', extra: 0 },
  { name: 'ใหญ่', extra: 300 },
];

export const SHOP_PRODUCT_COUNT = 60;

/** The n-th demo product (0-based); codes `AM0001`…, spread over shops, categories and pictures. */
export function demoProduct(n: number) {
  const motif = MOTIFS[n % MOTIFS.length]!;
  const colour = COLOURS[Math.floor(n / MOTIFS.length) % COLOURS.length]!;
  const category = CATEGORIES[n % CATEGORIES.length]!;
  const temple = TEMPLES[n % TEMPLES.length]!;
  const base = 199 + ((n * 137) % 25) * 40;
  const discount =
    n % 3 === 0
      ? { discount_type: 'percent' as const, discount_amount: 5 + (n % 4) * 5 }
      : n % 3 === 1
        ? { discount_type: 'fixed' as const, discount_amount: 50 }
        : { discount_type: null, discount_amount: 0 };
  // Every fifth product has only one level of variants (material); one in ten has a single piece left.
  const oneLevel = n % 5 === 4;
  const variants = MATERIALS.flatMap((material, m) =>
    (oneLevel ? [null] : SIZES).map((size, s) => ({
      name: material.name,
      sub_name: size?.name ?? null,
      price: base + material.extra + (size?.extra ?? 0),
      stock: n % 10 === 0 ? 1 : 3 + ((n + m + s) % 8),
      sort: m * 10 + s,
    })),
  );
  return {
    code: `AM${String(n + 1).padStart(4, '0')}`,
    shopCode: SHOPS[n % SHOPS.length]!.code,
    categoryCode: category.code,
    name: `${category.name}${motif.name} ${temple} รุ่น ${n + 1}`,
    description: `${category.name}${motif.name} ปลุกเสกที่${temple} พร้อมใบรับรองพระแท้ทุกองค์`,
    image_file: `amulet-${motif.key}-${colour}.svg`,
    group_name: 'วัสดุ',
    sub_group_name: oneLevel ? null : 'ขนาด',
    ...discount,
    variants,
  };
}

export async function seedShop(db: Executor, now: Date): Promise<void> {
  await db
    .insert(shopShops)
    .values(SHOPS.map((shop) => ({ ...shop, created_at: now, updated_at: now })))
    .onConflictDoNothing({ target: shopShops.code });
  await db.insert(shopCategories).values(CATEGORIES).onConflictDoNothing({ target: shopCategories.code });
  const shops = new Map((await db.select().from(shopShops)).map((row) => [row.code, row.id]));
  const categories = new Map((await db.select().from(shopCategories)).map((row) => [row.code, row.id]));

  const products = Array.from({ length: SHOP_PRODUCT_COUNT }, (_, n) => demoProduct(n));
  const inserted = await db
    .insert(shopProducts)
    .values(
      products.map(({ variants: _variants, shopCode, categoryCode, ...product }) => ({
        ...product,
        shop_id: shops.get(shopCode)!,
        category_id: categories.get(categoryCode)!,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflictDoNothing({ target: shopProducts.code })
    .returning({ id: shopProducts.id, code: shopProducts.code });
  if (inserted.length === 0) return;
  const byCode = new Map(products.map((product) => [product.code, product]));
  await db
    .insert(shopVariants)
    .values(
      inserted.flatMap(({ id, code }) =>
        byCode.get(code)!.variants.map((variant) => ({ ...variant, product_id: id })),
      ),
    );
}

/** Test helper: a product's variant ids, in their display order. */
export async function variantIdsOf(db: Executor, productCode: string): Promise<number[]> {
  const [product] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(eq(shopProducts.code, productCode));
  if (!product) return [];
  const rows = await db
    .select({ id: shopVariants.id, sort: shopVariants.sort })
    .from(shopVariants)
    .where(inArray(shopVariants.product_id, [product.id]));
  return rows.sort((a, b) => a.sort - b.sort).map((row) => row.id);
}

/** The demo amulet shops and their products. */
export const domainSeed: DomainSeed = {
  async demo(tx, { now }) {
    await seedShop(tx, now);
  },
};
