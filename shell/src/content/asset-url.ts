import { $apiConfig } from '@chokdee/shared-kernel/api/config';

/**
 * Covers, store pictures and videos are served by the API host (`/static/…`), while the page
 * comes from the shell's origin: a path from the API is made absolute against the API's URL.
 * (mf-lottery has the same rule in src/lib/asset-url.ts; the kernel is the place for one copy.)
 */
export function assetUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^(https?:|data:|blob:|\/\/)/i.test(url)) return url;
  const base = $apiConfig.get().publicUrl;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}
