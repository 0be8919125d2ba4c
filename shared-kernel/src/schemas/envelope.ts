import { z } from 'zod';

/** `{ data }`: the envelope of every successful answer (spec §7 reads `data`). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/**
 * An answer whose body is not read (a 204): any value passes. A remote takes it from here rather
 * than from zod, so it loads no zod of its own (zod is not shared, ADR 002).
 */
export const NoContentSchema = z.unknown();

export const PageMetaSchema = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  last_page: z.number().int().min(1),
});

/** `{ data: [...], meta }`: a page of a list. */
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: PageMetaSchema });
}

/** Query fields shared by every paged list; strings from the URL are coerced. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

export type PageMeta = z.infer<typeof PageMetaSchema>;
