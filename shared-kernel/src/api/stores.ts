import type { z } from 'zod/mini';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  StoreInfoSchema,
  StorePixelSettingSchema,
  StoreSummarySchema,
  type StoreInfo,
  type StoreListQuery,
  type StorePixelSetting,
} from '@chokdee/shared-contract/schemas/store';
import { request } from './client';
import type { CallOptions } from './call-options';

const StorePage = pageEnvelope(StoreSummarySchema);
const StoreEnvelope = dataEnvelope(StoreInfoSchema);
const PixelSettingEnvelope = dataEnvelope(StorePixelSettingSchema);

export type StorePage = z.infer<typeof StorePage>;

const STORE = '/public/bos/v1/store';

/** `/dealers`: a page of stores, filtered by part of a name or code (`q`) and verification. */
export function fetchStores(
  query: Partial<StoreListQuery> = {},
  options: CallOptions = {},
): Promise<StorePage> {
  return request(StorePage, '/public/bos/v1/stores', { searchParams: { ...query }, ...options });
}

/**
 * One store by its store code or its dealer's reference (`/dealers/{userRef}`); an unknown store
 * rejects with status 404 'ไม่พบร้านค้า' (spec §4: the caller then clears the current store).
 */
export async function fetchStore(code: string, options: CallOptions = {}): Promise<StoreInfo> {
  return (await request(StoreEnvelope, `${STORE}/${encodeURIComponent(code)}`, options)).data;
}

/** The same store, named by the `x-store-code` header as spec §7 also allows. */
export async function fetchStoreByHeader(storeCode: string, options: CallOptions = {}): Promise<StoreInfo> {
  return (await request(StoreEnvelope, STORE, { headers: { 'x-store-code': storeCode }, ...options })).data;
}

/** The store's advertising and analytics pixels (spec §3 Store setting). */
export async function fetchStorePixelSetting(
  code: string,
  options: CallOptions = {},
): Promise<StorePixelSetting> {
  const path = `${STORE}/${encodeURIComponent(code)}/setting`;
  return (await request(PixelSettingEnvelope, path, options)).data;
}
