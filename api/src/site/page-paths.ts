import type { ContentRow } from './content-tables';
import { CONTENT_PAGE_PATHS } from './sitemap/shell-public-pages';

// Where the site shows each thing the API holds: the sitemap lists these paths and the page heads
// name them as canonical, so both say the same. Parameters are percent-encoded (free text).

const seg = (value: string) => encodeURIComponent(value);

/** A draw's results page; its slug is the draw date `YYYY-MM-DD` (mf-lottery's paths). */
export const drawPagePath = (drawDate: string) => `/check-lottery/${drawDate}`;
/** A dealer's store page, by the dealer's ref. */
export const storePagePath = (userRef: string) => `/dealers/${seg(userRef)}`;
/** A prayer project's page (mf-pray). */
export const prayProjectPath = (slug: string) => `/ขอพร/${seg(slug)}`;
/** A shop product's page (mf-ecommerce). */
export const productPagePath = (code: string) => `/ecommerce/store/${seg(code)}`;

/**
 * Where the shell shows a content row: an article at `/articles/{id}/{slug}`, a social post at
 * `/{id}/{slug}`, a fixed page at its own path; null when the shell lists it nowhere.
 */
export function contentPath(row: Pick<ContentRow, 'id' | 'kind' | 'slug'>): string | null {
  if (row.kind === 'article') return `/articles/${row.id}/${seg(row.slug)}`;
  if (row.kind === 'social') return `/${row.id}/${seg(row.slug)}`;
  return CONTENT_PAGE_PATHS[row.slug as keyof typeof CONTENT_PAGE_PATHS] ?? null;
}
