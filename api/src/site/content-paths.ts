import type { ContentRow } from './content-tables';
import { CONTENT_PAGE_PATHS } from './sitemap/shell-public-pages';

const seg = (value: string) => encodeURIComponent(value);

/**
 * Where the shell shows a content row: an article at `/articles/{id}/{slug}`, a social post at
 * `/{id}/{slug}` (the slug percent-encoded, it is free text), a fixed page at its own path; null
 * when the shell lists it nowhere. The sitemap and the page heads both name pages by it.
 */
export function contentPath(row: Pick<ContentRow, 'id' | 'kind' | 'slug'>): string | null {
  if (row.kind === 'article') return `/articles/${row.id}/${seg(row.slug)}`;
  if (row.kind === 'social') return `/${row.id}/${seg(row.slug)}`;
  return CONTENT_PAGE_PATHS[row.slug as keyof typeof CONTENT_PAGE_PATHS] ?? null;
}
