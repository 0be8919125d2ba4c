// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { PageQuerySchema } from './envelope';
import { idTextSchema } from './primitives';

/**
 * Spec §2 content: the site's own pages (about, policies, services…), articles and the social
 * sharing posts, all kept in one content table and written in Thai by the operator.
 */
export const CONTENT_KINDS = ['page', 'article', 'social'] as const;
export const ContentKindSchema = z.enum(CONTENT_KINDS);

/** The fixed pages the shell shows, by slug. Each is one row of kind `page`. */
export const CONTENT_PAGE_SLUGS = [
  'about',
  'policy',
  'policy-cookie',
  'policy-privacy',
  'our-services',
  'fortune-telling-services',
  'lottery-services',
  'food-truck-services',
  'first-prize-journey',
  'first-prize-journey-2',
  'intro-video',
  'index-old',
] as const;
export const ContentPageSlugSchema = z.enum(CONTENT_PAGE_SLUGS);

const slug = z.string().check(z.regex(/^[a-z0-9-]{1,80}$/, 'รูปแบบชื่อหน้าไม่ถูกต้อง'));
const tag = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

/** One item in a list: everything but the body. */
export const ContentSummarySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  kind: ContentKindSchema,
  slug,
  title: z.string(),
  summary: z.string(),
  /** Thai tags; articles are grouped by them (/articles/categories/{tag}). */
  tags: z.array(z.string()),
  cover_url: z.nullable(z.string()),
  published_at: z.iso.datetime({ offset: true }),
});

/** One item whole. `body_html` is operator HTML: the shell sanitises it before showing it. */
export const ContentSchema = z.extend(ContentSummarySchema, {
  body_html: z.string(),
  /** A self-hosted video (the intro video page); null elsewhere. */
  video_url: z.nullable(z.string()),
});

/** GET /public/v3/contents: a page of one kind, optionally of one tag. */
export const ContentListQuerySchema = z.object({
  ...PageQuerySchema.shape,
  kind: z._default(ContentKindSchema, 'article'),
  tag: z.optional(tag),
});

export const ContentIdParamsSchema = z.object({
  id: idTextSchema('รหัสเนื้อหาไม่ถูกต้อง'),
});

export const ContentSlugParamsSchema = z.object({ slug });

/** GET /public/v3/contents/tags: each article tag with how many articles carry it. */
export const ContentTagSchema = z.object({ tag: z.string(), count: z.number().check(z.int(), z.gte(0)) });

export const CONTENT_MESSAGES = {
  notFound: 'ไม่พบเนื้อหาที่ต้องการ',
} as const;

export type ContentKind = z.infer<typeof ContentKindSchema>;
export type ContentPageSlug = z.infer<typeof ContentPageSlugSchema>;
export type ContentSummary = z.infer<typeof ContentSummarySchema>;
export type Content = z.infer<typeof ContentSchema>;
export type ContentListQuery = {
  kind?: ContentKind;
  tag?: string;
  page?: number;
  per_page?: number;
};
export type ContentTag = z.infer<typeof ContentTagSchema>;
