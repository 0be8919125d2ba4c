import { CONTENT_KINDS } from '@chokdee/shared-contract/schemas/content';
import { COOKIE_CHOICES } from '@chokdee/shared-contract/schemas/cookie-consent';
import { COMPLAINT_STATUSES } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { instant, timestamps } from '#api/db/columns';

/**
 * Spec §2 content: the site's fixed pages (by slug), the articles and the social sharing posts,
 * written in Thai by the operator. `body_html` keeps to a few simple tags; the shell sanitises it.
 */
export const contents = pgTable(
  'contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body_html: text('body_html').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A path under the API's /static (shipped in the repo) or a full URL; null without a cover. */
    cover_url: text('cover_url'),
    video_url: text('video_url'),
    /** A row dated in the future stays hidden until then. */
    published_at: instant('published_at').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contents_kind_slug_key').on(t.kind, t.slug),
    // The article and social lists: newest first within a kind.
    index('contents_kind_published_idx').on(t.kind, t.published_at.desc(), t.id.desc()),
    index('contents_tags_idx').using('gin', t.tags),
    check('contents_kind_check', sql`${t.kind} IN ('page', 'article', 'social')`),
  ],
);

/** Spec §3 Popup: one slide of the announcement popup, live inside its (optional) window. */
export const popups = pgTable(
  'popups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** A path under the API's /static/popups, e.g. `/static/popups/new-draw.svg`. */
    file_url: text('file_url').notNull(),
    link_url: text('link_url'),
    position: integer('position').notNull().default(0),
    starts_at: instant('starts_at'),
    ends_at: instant('ends_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('popups_name_key').on(t.name), index('popups_position_idx').on(t.position, t.id)],
);

/**
 * One row (id 1) holding the popup version the shell compares with the one it stored. A trigger
 * on `popups` (migration 0004) bumps it on every change, so no writer can forget to.
 */
export const popupSettings = pgTable(
  'popup_settings',
  {
    id: smallint('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
    updated_at: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('popup_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * PDPA audit trail of cookie choices: append-only, one row per choice. The IP is kept only as a
 * keyed hash (enough to spot abuse, useless to identify anyone without the server's secret).
 */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    visitor_id: uuid('visitor_id').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    enable_cookie_analytics: text('enable_cookie_analytics', { enum: COOKIE_CHOICES }).notNull(),
    enable_cookie_ads: text('enable_cookie_ads', { enum: COOKIE_CHOICES }).notNull(),
    policy_cookie_version: integer('policy_cookie_version').notNull(),
    policy_privacy_version: integer('policy_privacy_version').notNull(),
    ip_hash: text('ip_hash').notNull(),
    user_agent: text('user_agent'),
    recorded_at: instant('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('cookie_consents_visitor_idx').on(t.visitor_id, t.recorded_at),
    index('cookie_consents_user_idx')
      .on(t.user_id)
      .where(sql`${t.user_id} IS NOT NULL`),
    check(
      'cookie_consents_choices_check',
      sql`${t.enable_cookie_analytics} IN ('enable', 'disable') AND ${t.enable_cookie_ads} IN ('enable', 'disable')`,
    ),
  ],
);

/** The /complain form: what a visitor or member reported, with a code to quote on the phone. */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    tel: text('tel').notNull(),
    email: text('email'),
    topic: text('topic').notNull(),
    store_code: text('store_code'),
    message: text('message').notNull(),
    ip_hash: text('ip_hash').notNull(),
    /** new → read (a staff member opened it) → answered (the filer reads `answer`) → closed. */
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('new'),
    read_at: instant('read_at'),
    answer: text('answer'),
    answered_at: instant('answered_at'),
    /** The staff username (or the scripts' actor) as the audit log names them. */
    answered_by: text('answered_by'),
    closed_at: instant('closed_at'),
    closed_by: text('closed_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('complaints_code_key').on(t.code),
    check('complaints_status_check', sql`${t.status} IN ('new', 'read', 'answered', 'closed')`),
    // The inbox: open ones first, oldest first, by status.
    index('complaints_status_idx').on(t.status, t.id),
    index('complaints_user_idx')
      .on(t.user_id)
      .where(sql`${t.user_id} IS NOT NULL`),
    index('complaints_created_idx').on(t.created_at),
  ],
);

export type ContentRow = typeof contents.$inferSelect;
export type NewContentRow = typeof contents.$inferInsert;
export type PopupRow = typeof popups.$inferSelect;
export type NewPopupRow = typeof popups.$inferInsert;
export type CookieConsentRow = typeof cookieConsents.$inferSelect;
export type ComplaintRow = typeof complaints.$inferSelect;
