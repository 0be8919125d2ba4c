/** @jest-environment node */
import { jsonResponse, mockFetch, type FetchMock } from '../testing/mock-fetch';
import type { StoreInfo, StoreSummary } from '@chokdee/shared-contract/schemas/store';
import { ApiRequestError } from './client';
import { configureApi } from './config';
import { fetchStore, fetchStoreByHeader, fetchStorePixelSetting, fetchStores } from './stores';

const summary: StoreSummary = {
  code: 'S1',
  user_code: 'dealer-1',
  name: 'ร้านโชคดี',
  description: 'ลอตเตอรี่ราคาดี',
  profile: null,
  verify_status: 'approved',
  sale_prices: [
    { type: 'small_set', price: 80 },
    { type: 'big_set', price: 100 },
  ],
  is_store_open: true,
  is_sold_out: false,
  available_count: 1200,
};

const info: StoreInfo = {
  code: 'S1',
  name: 'ร้านโชคดี',
  description: '',
  cover: { name: 'cover.webp', url: null },
  profile: null,
  banners: [],
  user: {
    code: 'dealer-1',
    phone: '0812345678',
    facebook_link: null,
    line_id: null,
    sale_prices: summary.sale_prices,
    verify_status: 'approved',
    avatar: null,
  },
  setting: { is_sold_out: false, enable_random_number: true },
  is_store_open: true,
  payment: { bank_name: 'KBANK', account_number: null, account_name: null, promptpay_id: null },
  available_count: 1200,
};

let fetchMock: FetchMock | undefined;

beforeEach(() => configureApi({ publicUrl: 'http://api.test' }));
afterEach(() => fetchMock?.restore());

describe('store calls', () => {
  it('lists stores with the query', async () => {
    const page = { data: [summary], meta: { page: 2, per_page: 20, total: 21, last_page: 2 } };
    fetchMock = mockFetch(() => jsonResponse(page));
    await expect(fetchStores({ q: 'โชค', page: 2 })).resolves.toEqual(page);
    const url = new URL(fetchMock.calls[0]!.url);
    expect(url.pathname).toBe('/public/bos/v1/stores');
    expect(url.searchParams.get('q')).toBe('โชค');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('reads one store by code or dealer reference, and by the x-store-code header', async () => {
    fetchMock = mockFetch(() => jsonResponse({ data: info }));
    await expect(fetchStore('dealer-1')).resolves.toEqual(info);
    await fetchStoreByHeader('S1');
    expect(new URL(fetchMock.calls[0]!.url).pathname).toBe('/public/bos/v1/store/dealer-1');
    expect(new URL(fetchMock.calls[1]!.url).pathname).toBe('/public/bos/v1/store');
    expect(fetchMock.calls[1]!.headers.get('x-store-code')).toBe('S1');
  });

  it('rejects an unknown store with the 404 and its Thai message', async () => {
    fetchMock = mockFetch(() => jsonResponse({ message: 'ไม่พบร้านค้า', errors: [], status: 404 }, 404));
    const error = await fetchStore('nobody').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, message: 'ไม่พบร้านค้า' });
  });

  it('reads the pixel setting', async () => {
    const setting = {
      facebook_pixel_code: null,
      enable_facebook_pixel_code: false,
      tiktok_pixel_code: null,
      enable_tiktok_pixel_code: false,
      google_analytics_code: 'G-1',
      enable_google_analytics_code: true,
    };
    fetchMock = mockFetch(() => jsonResponse({ data: setting }));
    await expect(fetchStorePixelSetting('S1')).resolves.toEqual(setting);
    expect(new URL(fetchMock.calls[0]!.url).pathname).toBe('/public/bos/v1/store/S1/setting');
  });
});
