import type { StoreInfo, StoreSummary } from '@chokdee/shared-contract/schemas/store';

/** A verified, open store with both sale prices and random numbers on. */
export function storeInfoFixture(overrides: Partial<StoreInfo> = {}): StoreInfo {
  return {
    code: 'S1',
    name: 'ร้านโชคดีมีชัย',
    description: 'ลอตเตอรี่ราคาดี ส่งไวทั่วไทย',
    cover: { name: 'cover.webp', url: '/static/stores/cover-1.webp' },
    profile: { url: '/static/stores/profile-1.webp' },
    banners: [],
    user: {
      code: 'dealer-1',
      phone: '0812345678',
      facebook_link: 'https://facebook.com/chokdee',
      line_id: '@chokdee',
      sale_prices: [
        { type: 'small_set', price: 80 },
        { type: 'big_set', price: 100 },
      ],
      verify_status: 'approved',
      avatar: null,
    },
    setting: { is_sold_out: false, enable_random_number: true },
    is_store_open: true,
    payment: {
      bank_name: 'KBANK',
      account_number: '1234567890',
      account_name: 'ร้านโชคดี',
      promptpay_id: null,
    },
    available_count: 12_345,
    ...overrides,
  };
}

export function storeSummaryFixture(overrides: Partial<StoreSummary> = {}): StoreSummary {
  return {
    code: 'S1',
    user_code: 'dealer-1',
    name: 'ร้านโชคดีมีชัย',
    description: 'ลอตเตอรี่ราคาดี',
    profile: null,
    verify_status: 'approved',
    sale_prices: [
      { type: 'small_set', price: 80 },
      { type: 'big_set', price: 100 },
    ],
    is_store_open: true,
    is_sold_out: false,
    available_count: 12_345,
    ...overrides,
  };
}
