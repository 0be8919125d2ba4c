import { isSaleOpen } from '@chokdee/shared-contract/rules/sale-window';
import { BANK_CODES, type BankCode } from '@chokdee/shared-contract/schemas/bank';
import type {
  SalePrice,
  StoreInfo,
  StorePixelSetting,
  StoreSummary,
} from '@chokdee/shared-contract/schemas/store';
import type { LotteryDrawRow } from '#api/results/results-tables';
import type { StoreBannerRow, StoreRow, StoreSalePriceRow } from './stores-tables';
import type { StoreWithOwnerRef } from './stores-repository';

/**
 * A picture path kept in the database (`/static/stores/x.svg`) as a link the apps can load from
 * their own origins: the API's origin in front. A full URL is kept as it is.
 */
export function storeImageUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Spec §3 is_store_open: the dealer's switch and the current draw's sale window (kernel rule). */
export function isStoreOpen(
  store: Pick<StoreRow, 'is_open'>,
  draw: Pick<LotteryDrawRow, 'sale_start_at' | 'sale_end_at' | 'is_sale_open'> | undefined,
  now: Date,
): boolean {
  if (!store.is_open || !draw) return false;
  return isSaleOpen(
    {
      sale_start_date: draw.sale_start_at.toISOString(),
      sale_end_date: draw.sale_end_at.toISOString(),
      is_sale_open: draw.is_sale_open,
    },
    now,
  );
}

function salePrices(rows: readonly StoreSalePriceRow[]): SalePrice[] {
  return rows.map((row) => ({ type: row.type, price: row.price }));
}

function bankCode(code: string | null): BankCode | null {
  return code !== null && (BANK_CODES as readonly string[]).includes(code) ? (code as BankCode) : null;
}

export interface StoreViewContext {
  origin: string;
  open: boolean;
  availableCount: number;
  prices: readonly StoreSalePriceRow[];
}

export function toStoreInfo(
  { store, userRef }: StoreWithOwnerRef,
  banners: readonly StoreBannerRow[],
  context: StoreViewContext,
): StoreInfo {
  const profile = store.profile_url ? { url: storeImageUrl(context.origin, store.profile_url) } : null;
  return {
    code: store.code,
    name: store.name,
    description: store.description,
    cover: {
      name: store.cover_name,
      url: store.cover_url ? storeImageUrl(context.origin, store.cover_url) : null,
    },
    profile,
    banners: banners.map((banner) => ({
      id: banner.id,
      status: banner.status,
      image: { url: storeImageUrl(context.origin, banner.image_url) },
    })),
    user: {
      code: userRef,
      phone: store.phone,
      facebook_link: store.facebook_link,
      line_id: store.line_id,
      sale_prices: salePrices(context.prices),
      verify_status: store.verify_status,
      // The dealer's face on the store page is the store's profile picture.
      avatar: profile,
    },
    setting: { is_sold_out: store.is_sold_out, enable_random_number: store.enable_random_number },
    is_store_open: context.open,
    payment: {
      bank_name: bankCode(store.payment_bank_code),
      account_number: store.payment_account_number,
      account_name: store.payment_account_name,
      promptpay_id: store.promptpay_id,
    },
    available_count: context.availableCount,
  };
}

export function toStoreSummary(
  { store, userRef }: StoreWithOwnerRef,
  context: StoreViewContext,
): StoreSummary {
  return {
    code: store.code,
    user_code: userRef,
    name: store.name,
    description: store.description,
    profile: store.profile_url ? { url: storeImageUrl(context.origin, store.profile_url) } : null,
    verify_status: store.verify_status,
    sale_prices: salePrices(context.prices),
    is_store_open: context.open,
    is_sold_out: store.is_sold_out,
    available_count: context.availableCount,
  };
}

export function toPixelSetting(store: StoreRow): StorePixelSetting {
  return {
    facebook_pixel_code: store.facebook_pixel_code,
    enable_facebook_pixel_code: store.enable_facebook_pixel_code,
    tiktok_pixel_code: store.tiktok_pixel_code,
    enable_tiktok_pixel_code: store.enable_tiktok_pixel_code,
    google_analytics_code: store.google_analytics_code,
    enable_google_analytics_code: store.enable_google_analytics_code,
  };
}
