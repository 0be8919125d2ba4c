import { atom, readonlyType } from 'nanostores';
import { fetchCatalog } from './fetch-catalog';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';

const $catalogValue = atom<Catalog | null>(null);
const $catalogErrorValue = atom<ApiError | null>(null);

/** The remotes registry as last loaded; null until the first successful load. */
export const $catalog = readonlyType($catalogValue);
/** The last load's failure, cleared by the next success. */
export const $catalogError = readonlyType($catalogErrorValue);

let inFlight: Promise<void> | null = null;

/**
 * Loads the catalog. Concurrent calls share one request. A failure keeps the catalog already
 * loaded (the page keeps working) and sets `$catalogError`; it never rejects.
 */
export function loadCatalog(): Promise<void> {
  inFlight ??= fetchCatalog()
    .then(
      (catalog) => {
        $catalogValue.set(catalog);
        $catalogErrorValue.set(null);
      },
      (e: unknown) => {
        $catalogErrorValue.set(toApiError(e));
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
