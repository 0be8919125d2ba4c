import type { Remote, RemoteRoute, RemoteWidget } from '@chokdee/shared-kernel/schemas/catalog';
import { and, asc, eq, getTableColumns, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { remotes, type RemoteRow } from '../db/schema/catalog';
import { toBangkokIso } from '../lib/bangkok-time';

/** A registration after validation (defaults applied); campaign ends as instants. */
export interface RemoteInput {
  name: string;
  entry: string;
  version: string;
  routes: RemoteRoute[];
  widgets: RemoteWidget[];
  enabled: boolean;
  campaign_starts_at: Date | null;
  campaign_ends_at: Date | null;
}

export function listRemotes(db: Executor): Promise<RemoteRow[]> {
  return db.select().from(remotes).orderBy(asc(remotes.name));
}

/** What the shell may load now: enabled, and inside the campaign window when one is set. */
export function listLiveRemotes(db: Executor, now: Date): Promise<RemoteRow[]> {
  return db
    .select()
    .from(remotes)
    .where(
      and(
        eq(remotes.enabled, true),
        or(isNull(remotes.campaign_starts_at), lte(remotes.campaign_starts_at, now)),
        or(isNull(remotes.campaign_ends_at), gt(remotes.campaign_ends_at, now)),
      ),
    )
    .orderBy(asc(remotes.name));
}

/** Registers a remote or replaces every field of an existing one, in one statement. */
export async function upsertRemote(
  db: Executor,
  input: RemoteInput,
  now: Date,
): Promise<{ row: RemoteRow; created: boolean }> {
  const { name: _name, ...fields } = input;
  const [result] = await db
    .insert(remotes)
    .values({ ...input, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: remotes.name, set: { ...fields, updated_at: now } })
    // xmax is 0 only on a freshly inserted row version: tells "created" from "replaced" atomically.
    .returning({ ...getTableColumns(remotes), created: sql<boolean>`(xmax = 0)`.mapWith(Boolean) });
  if (!result) throw new Error(`upsert of remote ${input.name} returned no row`);
  const { created, ...row } = result;
  return { row, created };
}

export async function setRemoteEnabled(
  db: Executor,
  name: string,
  enabled: boolean,
  now: Date,
): Promise<RemoteRow | undefined> {
  const [row] = await db
    .update(remotes)
    .set({ enabled, updated_at: now })
    .where(eq(remotes.name, name))
    .returning();
  return row;
}

export async function deleteRemote(db: Executor, name: string): Promise<RemoteRow | undefined> {
  const [row] = await db.delete(remotes).where(eq(remotes.name, name)).returning();
  return row;
}

export function toRemote(row: RemoteRow): Remote {
  return {
    name: row.name,
    entry: row.entry,
    version: row.version,
    routes: row.routes,
    widgets: row.widgets,
    enabled: row.enabled,
    campaign_starts_at: row.campaign_starts_at ? toBangkokIso(row.campaign_starts_at) : null,
    campaign_ends_at: row.campaign_ends_at ? toBangkokIso(row.campaign_ends_at) : null,
    updated_at: toBangkokIso(row.updated_at),
  };
}
