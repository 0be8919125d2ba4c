import type { StoreInfo } from '@chokdee/shared-contract/schemas/store';
import type { Executor } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { findCurrentDraw } from '#api/results/lottery-draws-repository';
import {
  findBanners,
  findSalePrices,
  findStoreByCodeOrRef,
  type StoreWithOwnerRef,
} from './stores-repository';
import { availableCounts } from './store-availability';
import { STORE_MESSAGES } from './store-messages';
import { isStoreOpen, toStoreInfo } from './store-view';

/** The store a code or dealer ref names, or 404 'ไม่พบร้านค้า' (spec §4: the app then clears it). */
export async function requireStore(db: Executor, codeOrRef: string): Promise<StoreWithOwnerRef> {
  const found = await findStoreByCodeOrRef(db, codeOrRef);
  if (!found) throw new HttpError(404, STORE_MESSAGES.notFound);
  return found;
}

/** Everything spec §7 lets a store call include (`includes` is always "all"). */
export async function loadStoreInfo(
  db: Executor,
  codeOrRef: string,
  options: { now: Date; origin: string },
): Promise<StoreInfo> {
  const found = await requireStore(db, codeOrRef);
  const [draw, banners, prices] = await Promise.all([
    findCurrentDraw(db, options.now),
    findBanners(db, found.store.id),
    findSalePrices(db, [found.store.id]),
  ]);
  const counts = await availableCounts(db, draw?.id, [found.store.id], options.now);
  return toStoreInfo(found, banners, {
    origin: options.origin,
    open: isStoreOpen(found.store, draw, options.now),
    availableCount: counts.get(found.store.id) ?? 0,
    prices: prices.get(found.store.id) ?? [],
  });
}
