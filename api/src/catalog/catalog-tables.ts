import type { RemoteRoute, StoredRemoteWidget } from '@chokdee/shared-contract/schemas/catalog';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { instant, timestamps } from '#api/db/columns';

/**
 * DESIGN §2 catalog: the registry of remotes the shell loads at boot. `entry`, `version`,
 * `routes` and `widgets` are the live version's (a copy of `live_version_id`'s row), so the
 * public catalog reads one row per remote.
 */
export const remotes = pgTable(
  'remotes',
  {
    /** Module Federation name, e.g. `mf_lottery`. */
    name: text('name').primaryKey(),
    /**
     * Its Thai name (the remote's catalog.json `display_name`), what staff and members read. Null
     * for a remote registered without one: the API then answers `name`.
     */
    display_name: text('display_name'),
    /** URL of the remote's `mf-manifest.json`. */
    entry: text('entry').notNull(),
    version: text('version').notNull(),
    routes: jsonb('routes').$type<RemoteRoute[]>().notNull().default([]),
    widgets: jsonb('widgets').$type<StoredRemoteWidget[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    /** The schedule (`enabled_from`/`enabled_until` on the console): live only inside it. */
    campaign_starts_at: instant('campaign_starts_at'),
    campaign_ends_at: instant('campaign_ends_at'),
    live_version_id: integer('live_version_id').references((): AnyPgColumn => remoteVersions.id, {
      onDelete: 'set null',
    }),
    /** A second version served to `canary_percent` % of visitors, chosen by visitor id. */
    canary_version_id: integer('canary_version_id').references((): AnyPgColumn => remoteVersions.id, {
      onDelete: 'set null',
    }),
    canary_percent: integer('canary_percent').notNull().default(0),
    /** The last health check: did the manifest answer, and when. */
    health_ok: boolean('health_ok'),
    health_checked_at: instant('health_checked_at'),
    ...timestamps,
  },
  (t) => [
    index('remotes_enabled_idx').on(t.enabled),
    check('remotes_canary_percent_check', sql`${t.canary_percent} BETWEEN 0 AND 100`),
  ],
);

/** Every registration of a remote: what rollback and canary switch between. */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote')
      .notNull()
      .references((): AnyPgColumn => remotes.name, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    entry: text('entry').notNull(),
    routes: jsonb('routes').$type<RemoteRoute[]>().notNull().default([]),
    widgets: jsonb('widgets').$type<StoredRemoteWidget[]>().notNull().default([]),
    /** Semver ranges the remote was built for (its catalog.json `requires`). */
    kernel_range: text('kernel_range'),
    react_range: text('react_range'),
    registered_at: instant('registered_at').notNull(),
    registered_by: text('registered_by').notNull(),
  },
  (t) => [uniqueIndex('remote_versions_remote_version_entry_key').on(t.remote, t.version, t.entry)],
);

/** Who changed what in the catalog, and when (the console's change log). */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    actor: text('actor').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('catalog_changes_at_idx').on(t.at)],
);

/** Load failures the shells reported, counted per remote and version. */
export const remoteLoadErrors = pgTable(
  'remote_load_errors',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    count: integer('count').notNull().default(0),
    last_at: instant('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/** The live shell's shared-kernel and React versions (one row): what registrations must suit. */
export const shellRelease = pgTable(
  'shell_release',
  {
    id: integer('id').primaryKey().default(1),
    kernel_version: text('kernel_version').notNull(),
    react_version: text('react_version').notNull(),
    updated_at: instant('updated_at').notNull(),
  },
  (t) => [check('shell_release_one_row', sql`${t.id} = 1`)],
);

export type RemoteRow = typeof remotes.$inferSelect;
export type NewRemoteRow = typeof remotes.$inferInsert;
export type RemoteVersionRow = typeof remoteVersions.$inferSelect;
export type CatalogChangeRow = typeof catalogChanges.$inferSelect;
