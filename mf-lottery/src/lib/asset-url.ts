import { $apiConfig } from '@chokdee/shared-kernel/api/config';

/**
 * Store images come from the API host (`/static/stores/…`); a path from the API is made absolute
 * against it, since the page itself is served from another origin.
 */
export function assetUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^(https?:|data:|blob:|\/\/)/i.test(url)) return url;
  const base = $apiConfig.get().publicUrl;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}
