import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  ShopVariantRowSchema,
  type ShopVariantRow,
  type ShopVariantUpdateBody,
} from '@chokdee/shared-contract/schemas/shop-stock';
import { staffCall } from '@chokdee/shared-kernel/stores/staff-calls';
import type { z } from 'zod';

export const SHOP_STOCK_PATH = '/admin/v1/shop-variants';
export const SHOP_STOCK_PER_PAGE = 20;

const VariantPage = pageEnvelope(ShopVariantRowSchema);
export type ShopVariantPage = z.infer<typeof VariantPage>;
const One = dataEnvelope(ShopVariantRowSchema);

export interface ShopStockQuery {
  q: string;
  page: number;
}

/** One page of variants, found by words in the product's or the variant's name. */
export function fetchShopVariants(query: ShopStockQuery, signal?: AbortSignal): Promise<ShopVariantPage> {
  const searchParams: Record<string, string | number> = { page: query.page, per_page: SHOP_STOCK_PER_PAGE };
  if (query.q) searchParams.q = query.q;
  return staffCall(VariantPage, SHOP_STOCK_PATH, { searchParams, signal });
}

export async function fetchShopVariant(id: number): Promise<ShopVariantRow> {
  return (await staffCall(One, `${SHOP_STOCK_PATH}/${id}`)).data;
}

/** Saves the shelf count and the discount as of the version read; an older version is a 409. */
export async function saveShopVariant(id: number, body: ShopVariantUpdateBody): Promise<ShopVariantRow> {
  return (await staffCall(One, `${SHOP_STOCK_PATH}/${id}`, { method: 'put', json: body })).data;
}
