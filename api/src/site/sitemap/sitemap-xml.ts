import { XMLBuilder } from 'fast-xml-parser';
import type { SitemapEntry } from './sitemap-entries';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

// fast-xml-parser escapes the text (`&`, `<`…), which the protocol requires of every URL.
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });

/** The absolute URL of a site path, percent-encoded (the Thai paths too), as the protocol wants. */
export function siteUrlOf(siteUrl: string, path: string): string {
  return new URL(`${siteUrl}${path}`).href;
}

/** The sitemap protocol's `urlset` of the entries, on the site's origin. */
export function renderSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const url = entries.map((entry) => ({
    loc: siteUrlOf(siteUrl, entry.path),
    ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
  }));
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: { '@_xmlns': SITEMAP_NAMESPACE, url },
  }) as string;
}
