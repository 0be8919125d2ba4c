import type { AmuletCertificate } from '@chokdee/shared-contract/schemas/shop';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  shopCertificates,
  shopProducts,
  shopPurchaseItems,
  shopPurchases,
  shopShops,
  shopVariants,
} from './shop-tables';
import { toBangkokIso } from '../lib/bangkok-time';
import { CERTIFICATE_CODE_PATTERN, normalizeCertificateCode } from './shop-codes';
import { shopImageUrl } from './shop-pictures';

// Only the amulet's side of the sale: no purchase, member, name or address column is selected.
const publicColumns = {
  code: shopCertificates.code,
  sold_at: shopCertificates.sold_at,
  product_code: shopProducts.code,
  product_name: shopProducts.name,
  image_file: shopProducts.image_file,
  variant_name: shopVariants.name,
  sub_name: shopVariants.sub_name,
  shop_code: shopShops.code,
  shop_name: shopShops.name,
};

interface Row {
  code: string;
  sold_at: Date;
  product_code: string;
  product_name: string;
  image_file: string;
  variant_name: string;
  sub_name: string | null;
  shop_code: string;
  shop_name: string;
}

function toCertificate(row: Row): AmuletCertificate {
  return {
    code: row.code,
    product_code: row.product_code,
    product_name: row.product_name,
    variant_name: row.sub_name ? `${row.variant_name} / ${row.sub_name}` : row.variant_name,
    image_url: shopImageUrl(row.image_file),
    shop: { code: row.shop_code, name: row.shop_name },
    sold_at: toBangkokIso(row.sold_at),
  };
}

const joined = (db: Executor) =>
  db
    .select(publicColumns)
    .from(shopCertificates)
    .innerJoin(shopPurchaseItems, eq(shopPurchaseItems.id, shopCertificates.purchase_item_id))
    .innerJoin(shopProducts, eq(shopProducts.id, shopPurchaseItems.product_id))
    .innerJoin(shopVariants, eq(shopVariants.id, shopPurchaseItems.variant_id))
    .innerJoin(shopShops, eq(shopShops.id, shopPurchaseItems.shop_id));

/** Anyone checks a code: the amulet, its shop and sale date; null when no such certificate exists. */
export async function findCertificate(db: Executor, typed: string): Promise<AmuletCertificate | null> {
  const code = normalizeCertificateCode(typed);
  if (!CERTIFICATE_CODE_PATTERN.test(code)) return null;
  const [row] = await joined(db).where(eq(shopCertificates.code, code));
  return row ? toCertificate(row) : null;
}

/** The member's amulet bag (`/members/ecommerce/amulet-bag`), newest first. */
export async function listMemberCertificates(db: Executor, userId: number): Promise<AmuletCertificate[]> {
  const rows = await joined(db)
    .innerJoin(shopPurchases, eq(shopPurchases.id, shopPurchaseItems.purchase_id))
    .where(eq(shopPurchases.user_id, userId))
    .orderBy(desc(shopCertificates.sold_at), desc(shopCertificates.code));
  return rows.map(toCertificate);
}
