import type { ShopVariantRow } from '@chokdee/shared-contract/schemas/shop-stock';

/** 'ทองคำ · ใหญ่', or the one name of a one-level variant. */
export const variantLabel = (row: Pick<ShopVariantRow, 'name' | 'sub_name'>) =>
  row.sub_name ? `${row.name} · ${row.sub_name}` : row.name;
