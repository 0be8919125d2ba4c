import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { instant, timestamps } from '#api/db/columns';

/** Picture bytes live in the database: one backup holds everything, and no disk is shared by API processes. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Prayer (wish) projects. `search_text` is the title and the story as plain text, lower-cased: the
 * trigram index on it (hand-written migration `pray_search`) finds any fragment of Thai text.
 * `supporters_count` moves in the same statement as the vote row, so it is always exact.
 */
export const prayProjects = pgTable(
  'pray_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    category: text('category'),
    story_html: text('story_html').notNull().default(''),
    search_text: text('search_text').notNull().default(''),
    target_supporters: integer('target_supporters'),
    starts_on: date('starts_on', { mode: 'string' }),
    ends_on: date('ends_on', { mode: 'string' }),
    status: text('status').notNull().default('draft'),
    reject_reason: text('reject_reason'),
    cover_picture_id: integer('cover_picture_id'),
    featured: boolean('featured').notNull().default(false),
    supporters_count: integer('supporters_count').notNull().default(0),
    published_at: instant('published_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pray_projects_slug_key').on(t.slug),
    index('pray_projects_owner_idx').on(t.owner_id, t.id.desc()),
    index('pray_projects_status_published_idx').on(t.status, t.published_at.desc(), t.id.desc()),
    index('pray_projects_status_supporters_idx').on(t.status, t.supporters_count.desc(), t.id.desc()),
    index('pray_projects_status_ends_idx').on(t.status, t.ends_on),
    index('pray_projects_status_featured_idx').on(
      t.status,
      t.featured.desc(),
      t.supporters_count.desc(),
      t.id.desc(),
    ),
    check(
      'pray_projects_status_check',
      sql`${t.status} IN ('draft', 'pending_review', 'published', 'closed', 'rejected')`,
    ),
    check('pray_projects_supporters_check', sql`${t.supporters_count} >= 0`),
  ],
);

/** One vote per member per project: the primary key is the limit. */
export const prayVotes = pgTable(
  'pray_votes',
  {
    project_id: integer('project_id')
      .notNull()
      .references(() => prayProjects.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.project_id, t.user_id] }),
    index('pray_votes_user_idx').on(t.user_id, t.created_at.desc()),
  ],
);

export const prayUpdates = pgTable(
  'pray_updates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    project_id: integer('project_id')
      .notNull()
      .references(() => prayProjects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body_html: text('body_html').notNull(),
    /** News waits for review like a project; news posted before review existed stays published. */
    status: text('status').notNull().default('published'),
    reject_reason: text('reject_reason'),
    /** When the owner last sent it for review: the queue is oldest first. */
    submitted_at: instant('submitted_at').notNull().defaultNow(),
    /** A reviewer took published news off the public page; the owner still sees it and why. */
    hidden_at: instant('hidden_at'),
    hidden_reason: text('hidden_reason'),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('pray_updates_project_idx').on(t.project_id, t.created_at.desc(), t.id.desc()),
    index('pray_updates_status_idx').on(t.status, t.submitted_at, t.id),
    check('pray_updates_status_check', sql`${t.status} IN ('pending_review', 'published', 'rejected')`),
  ],
);

/**
 * Every review decision, kept: the author's history a reviewer reads before deciding. `title` is
 * what the project or news was called when decided, since both may change later.
 */
export const prayReviewDecisions = pgTable(
  'pray_review_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => prayProjects.id, { onDelete: 'cascade' }),
    update_id: integer('update_id').references(() => prayUpdates.id, { onDelete: 'cascade' }),
    decision: text('decision').notNull(),
    reason: text('reason'),
    title: text('title').notNull(),
    staff_id: integer('staff_id'),
    decided_at: instant('decided_at').notNull().defaultNow(),
  },
  (t) => [
    index('pray_review_decisions_owner_idx').on(t.owner_id, t.decided_at.desc(), t.id.desc()),
    check(
      'pray_review_decisions_decision_check',
      sql`${t.decision} IN ('approved', 'refused', 'hidden', 'unhidden')`,
    ),
  ],
);

/** A picture in two WebP sizes made by sharp; `update_id` set when it belongs to a news post. */
export const prayPictures = pgTable(
  'pray_pictures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    project_id: integer('project_id')
      .notNull()
      .references(() => prayProjects.id, { onDelete: 'cascade' }),
    /** 'gallery' (the project's own) or 'update' (news: linked to its post by `update_id`). */
    kind: text('kind').notNull().default('gallery'),
    update_id: integer('update_id').references(() => prayUpdates.id, { onDelete: 'cascade' }),
    web: bytea('web').notNull(),
    thumb: bytea('thumb').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('pray_pictures_project_idx').on(t.project_id, t.kind, t.id),
    index('pray_pictures_update_idx').on(t.update_id),
    check('pray_pictures_kind_check', sql`${t.kind} IN ('gallery', 'update')`),
  ],
);

/** §9 settings of the prayer pages: one row (id 1). */
export const praySettings = pgTable(
  'pray_settings',
  {
    id: integer('id').primaryKey(),
    donation_amount: integer('donation_amount').notNull(),
    show_sold_out_number: boolean('show_sold_out_number').notNull(),
  },
  (t) => [check('pray_settings_one_row', sql`${t.id} = 1`)],
);
