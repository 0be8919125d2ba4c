import { $apiConfig } from './config';

/**
 * Pictures and videos the API serves (`/static/…`: store pictures, article covers, popups) come
 * from the API host, another origin than the page: a path from the API is made absolute against
 * the API's URL; a URL that already names its origin is kept.
 */
export function assetUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^(https?:|data:|blob:|\/\/)/i.test(url)) return url;
  const base = $apiConfig.get().publicUrl;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}
