// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  ContentSchema,
  ContentSummarySchema,
  ContentTagSchema,
  type Content,
  type ContentListQuery,
  type ContentPageSlug,
  type ContentTag,
} from '@chokdee/shared-contract/schemas/content';
import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';

const ContentPage = pageEnvelope(ContentSummarySchema);
const OneContent = dataEnvelope(ContentSchema);
const TagList = dataEnvelope(z.array(ContentTagSchema));

export type ContentListPage = z.infer<typeof ContentPage>;

/** Articles (or social posts), newest first. */
export function fetchContents(
  query: ContentListQuery = {},
  options: CallOptions = {},
): Promise<ContentListPage> {
  return request(ContentPage, '/public/v3/contents', { searchParams: query, ...options });
}

/** One article or social post by its id; a 404 when there is none. */
export async function fetchContent(id: number, options: CallOptions = {}): Promise<Content> {
  return (await request(OneContent, `/public/v3/contents/${id}`, options)).data;
}

/** One of the site's fixed pages (about, policies, services…). */
export async function fetchContentPage(slug: ContentPageSlug, options: CallOptions = {}): Promise<Content> {
  return (await request(OneContent, `/public/v3/contents/pages/${slug}`, options)).data;
}

/** The article tags, for /articles/categories. */
export async function fetchContentTags(options: CallOptions = {}): Promise<ContentTag[]> {
  return (await request(TagList, '/public/v3/contents/tags', options)).data;
}
