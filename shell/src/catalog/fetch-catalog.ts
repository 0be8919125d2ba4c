import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { CatalogSchema, type Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { request } from '@chokdee/shared-kernel/api/client';
import { visitorId } from './visitor-id';

const CatalogEnvelope = dataEnvelope(CatalogSchema);

/**
 * The remotes live now (enabled and inside their campaign window), read by the shell at boot;
 * the visitor id picks the canary versions this browser is served (sticky).
 */
export async function fetchCatalog(options: { signal?: AbortSignal } = {}): Promise<Catalog> {
  const body = await request(CatalogEnvelope, '/public/v3/catalog', {
    ...options,
    searchParams: { visitor: visitorId() },
  });
  return body.data;
}
