import { z } from 'zod';
import { PageQuerySchema } from './envelope';

/**
 * Spec §2 content: the site's own pages (about, policies, services…), articles and the social
 * sharing posts, all kept in one content table and written in Thai by the operator.
 */
export const ContentKindSchema = z.enum(['page', 'article', 'social']);

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

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'รูปแบบชื่อหน้าไม่ถูกต้อง');
const tag = z.string().trim().min(1).max(40);

/** One item in a list: everything but the body. */
export const ContentSummarySchema = z.object({
  id: z.number().int().positive(),
  kind: ContentKindSchema,
  slug,
  title: z.string(),
  summary: z.string(),
  /** Thai tags; articles are grouped by them (/articles/categories/{tag}). */
  tags: z.array(z.string()),
  cover_url: z.string().nullable(),
  published_at: z.iso.datetime({ offset: true }),
});

/** One item whole. `body_html` is operator HTML: the shell sanitises it before showing it. */
export const ContentSchema = ContentSummarySchema.extend({
  body_html: z.string(),
  /** A self-hosted video (the intro video page); null elsewhere. */
  video_url: z.string().nullable(),
});

/** GET /public/v3/contents: a page of one kind, optionally of one tag. */
export const ContentListQuerySchema = z.object({
  ...PageQuerySchema.shape,
  kind: ContentKindSchema.default('article'),
  tag: tag.optional(),
});

export const ContentIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'รหัสเนื้อหาไม่ถูกต้อง' }).int().positive('รหัสเนื้อหาไม่ถูกต้อง'),
});

export const ContentSlugParamsSchema = z.object({ slug });

/** GET /public/v3/contents/tags: each article tag with how many articles carry it. */
export const ContentTagSchema = z.object({ tag: z.string(), count: z.number().int().min(0) });

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
