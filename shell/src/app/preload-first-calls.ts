// The same visitor id the catalog call sends (`fetchCatalog`), so the catalog URL preloaded here is
// the one it asks for (a preload is reused only by a request for the very same URL).
import { visitorId } from '../catalog/visitor-id';
import { ANNOUNCEMENT_VERSION_KEY } from '../popups/announcement-keys';
import { readStorage } from '../popups/browser-storage';

/**
 * A browser that never closed the announcement is shown whatever version the server has (spec §4),
 * so its slides will be fetched: asked for now, beside the version, rather than after it.
 */
function announcementNeverClosed(): boolean {
  return readStorage('local', ANNOUNCEMENT_VERSION_KEY) === null;
}

/**
 * The API calls every first visit makes before the shell can render: the catalog (the router is
 * built from it; its `visitor` picks the canary versions this browser is served) and the
 * announcement's version (spec §4; its image is a first visit's largest paint). Without this they
 * start only once every script of the first load has downloaded and run; preloaded from the entry
 * chunk, they run beside those downloads, and the kernel's own `fetch` of the same URL takes the
 * preloaded answer. On a browser that never closed the announcement, its slides too: their first
 * image is that visit's largest paint, and waiting for the version first cost a round trip.
 */
export function firstCalls(
  visitor: string | undefined = visitorId(),
  withSlides: boolean = announcementNeverClosed(),
): string[] {
  const catalog = visitor
    ? `/public/v3/catalog?visitor=${encodeURIComponent(visitor)}`
    : '/public/v3/catalog';
  const calls = [catalog, '/public/v3/popups/version'];
  if (withSlides) calls.push('/public/v3/popups');
  return calls;
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
