import type { RemoteRoute, RemoteWidget } from '@chokdee/shared-kernel/schemas/catalog';
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns';

/** DESIGN §2 catalog: the registry of remotes the shell loads at boot. */
export const remotes = pgTable(
  'remotes',
  {
    /** Module Federation name, e.g. `mf_lottery`. */
    name: text('name').primaryKey(),
    /** URL of the remote's `mf-manifest.json`. */
    entry: text('entry').notNull(),
    version: text('version').notNull(),
    routes: jsonb('routes').$type<RemoteRoute[]>().notNull().default([]),
    widgets: jsonb('widgets').$type<RemoteWidget[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    campaign_starts_at: instant('campaign_starts_at'),
    campaign_ends_at: instant('campaign_ends_at'),
    ...timestamps,
  },
  (t) => [index('remotes_enabled_idx').on(t.enabled)],
);

export type RemoteRow = typeof remotes.$inferSelect;
export type NewRemoteRow = typeof remotes.$inferInsert;
