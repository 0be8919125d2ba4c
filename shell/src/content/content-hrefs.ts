import type { ContentSummary } from '@chokdee/shared-contract/schemas/content';
import { paths } from '../config/paths';

/**
 * Where an article or social post lives: its id and its slug (the title segment of the URL).
 * The id finds it; the slug is only there to read well, and a wrong one is corrected in place.
 */
export function contentHref(content: Pick<ContentSummary, 'id' | 'kind' | 'slug'>): string {
  return content.kind === 'social'
    ? paths.socialDetail.getHref(content.id, content.slug)
    : paths.article.getHref(content.id, content.slug);
}

/** A path's id segment: digits only (a social post's `/:id/:title` shares its shape with any path). */
export function parseContentId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** `?page=` as a page number: anything but a positive whole number is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
