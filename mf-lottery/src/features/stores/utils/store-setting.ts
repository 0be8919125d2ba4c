import type { SalePrice } from '@chokdee/shared-contract/schemas/store';

/** Spec §4: a store's setting is complete only when it has both a small_set and a big_set price. */
export function isStoreSettingComplete(salePrices: readonly Pick<SalePrice, 'type'>[]): boolean {
  const types = new Set(salePrices.map((price) => price.type));
  return types.has('small_set') && types.has('big_set');
}

/** Spec §4: a dealer is verified when verify_status is approved. */
export function isDealerVerified(verifyStatus: string): boolean {
  return verifyStatus === 'approved';
}
