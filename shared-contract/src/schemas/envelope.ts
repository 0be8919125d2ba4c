// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';

/** `{ data }`: the envelope of every successful answer (spec §7 reads `data`). */
export function dataEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ data });
}

/**
 * An answer whose body is not read (a 204): any value passes. A remote takes it from here rather
 * than from zod, so it loads no zod of its own (zod is not shared, ADR 002).
 */
export const NoContentSchema = z.unknown();

export const PageMetaSchema = z.object({
  page: z.number().check(z.int(), z.gte(1)),
  per_page: z.number().check(z.int(), z.gte(1)),
  total: z.number().check(z.int(), z.gte(0)),
  last_page: z.number().check(z.int(), z.gte(1)),
});

/** `{ data: [...], meta }`: a page of a list. */
export function pageEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: PageMetaSchema });
}

/** Query fields shared by every paged list; strings from the URL are coerced. */
export const PageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
});

export type PageMeta = z.infer<typeof PageMetaSchema>;
