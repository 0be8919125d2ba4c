// Relative, not `@chokdee/shared-kernel/api/visitor-id`: this runs in the entry chunk, before the
// shared modules are negotiated, so it bundles its own copy of that import-free module; both copies
// read and write the same localStorage key, so the catalog URL preloaded here is the one the
// kernel's `fetchCatalog` asks for (a preload is reused only by a request for the very same URL).
import { visitorId } from '../../../shared-kernel/src/api/visitor-id';

/**
 * The API calls every first visit makes before the shell can render: the catalog (the router is
 * built from it; its `visitor` picks the canary versions this browser is served) and the
 * announcement's version (spec §4; its image is a first visit's largest paint). Without this they
 * start only once every script of the first load has downloaded and run; preloaded from the entry
 * chunk, they run beside those downloads, and the kernel's own `fetch` of the same URL takes the
 * preloaded answer.
 */
export function firstCalls(visitor: string | undefined = visitorId()): string[] {
  const catalog = visitor
    ? `/public/v3/catalog?visitor=${encodeURIComponent(visitor)}`
    : '/public/v3/catalog';
  return [catalog, '/public/v3/popups/version'];
}

/**
 * Adds `<link rel="preload" as="fetch" crossorigin>` for each first call. It cannot ask the kernel
 * for the API's URL: it reads the `chokdee-api-url` meta our static hosts write
 * (scripts/serve-static.ts, deploy/nginx) and preloads nothing without it (the dev server), where
 * the calls simply start later.
 */
export function preloadFirstCalls(doc: Document = document): void {
  const apiUrl = doc.querySelector('meta[name="chokdee-api-url"]')?.getAttribute('content')?.trim();
  if (!apiUrl) return;
  const base = apiUrl.replace(/\/+$/, '');
  for (const call of firstCalls()) {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    // The kernel's fetch is a CORS request without cookies: the preload must be the same to match.
    link.setAttribute('crossorigin', 'anonymous');
    link.setAttribute('href', `${base}${call}`);
    doc.head.appendChild(link);
  }
}
