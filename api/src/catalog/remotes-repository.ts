import type {
  Remote,
  RemoteRoute,
  RemoteWidget,
  UnavailableRoute,
} from '@chokdee/shared-contract/schemas/catalog';
import { and, asc, eq, getTableColumns, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { remotes, type RemoteRow } from './catalog-tables';
import { toBangkokIso } from '#api/lib/bangkok-time';

/**
 * A registration after validation. `enabled` and the campaign window are the product owners':
 * left undefined, a new remote gets the defaults (on, no window) and an existing one keeps its own,
 * so a redeploy never undoes a switch or a schedule made in the console.
 */
export interface RemoteInput {
  name: string;
  /** Left undefined (a registration from before the field), a remote keeps the Thai name it has. */
  display_name?: string;
  entry: string;
  version: string;
  routes: RemoteRoute[];
  widgets: RemoteWidget[];
  enabled?: boolean;
  campaign_starts_at?: Date | null;
  campaign_ends_at?: Date | null;
}

export function listRemotes(db: Executor): Promise<RemoteRow[]> {
  return db.select().from(remotes).orderBy(asc(remotes.name));
}

export async function findRemote(db: Executor, name: string): Promise<RemoteRow | undefined> {
  const [row] = await db.select().from(remotes).where(eq(remotes.name, name));
  return row;
}

/** Enabled, and inside the campaign window when one is set (start inclusive, end exclusive). */
function liveAt(now: Date): SQL {
  return and(
    eq(remotes.enabled, true),
    or(isNull(remotes.campaign_starts_at), lte(remotes.campaign_starts_at, now)),
    or(isNull(remotes.campaign_ends_at), gt(remotes.campaign_ends_at, now)),
  )!;
}

/** What the shell may load now. */
export function listLiveRemotes(db: Executor, now: Date): Promise<RemoteRow[]> {
  return db.select().from(remotes).where(liveAt(now)).orderBy(asc(remotes.name));
}

/**
 * The catalog in one read: the live remotes, and the paths of the ones registered but not live
 * (turned off, or outside their campaign window) so the shell tells a visitor such a page is
 * unavailable rather than missing. A path some live remote also serves is not unavailable.
 */
export async function readCatalog(
  db: Executor,
  now: Date,
): Promise<{ live: RemoteRow[]; unavailable: UnavailableRoute[] }> {
  const rows = await db
    .select({ ...getTableColumns(remotes), live: sql<boolean>`${liveAt(now)}`.mapWith(Boolean) })
    .from(remotes)
    .orderBy(asc(remotes.name));
  const live = rows.filter((row) => row.live).map(({ live: _live, ...row }) => row);
  const served = new Set(live.flatMap((row) => row.routes.map((route) => route.path)));
  const unavailable = new Map<string, UnavailableRoute>();
  for (const row of rows) {
    if (row.live) continue;
    for (const { path } of row.routes) {
      if (!served.has(path)) unavailable.set(`${row.name} ${path}`, { remote: row.name, path });
    }
  }
  return { live, unavailable: [...unavailable.values()] };
}

/** Registers a remote or replaces what the deploy sent (see RemoteInput), in one statement. */
export async function upsertRemote(
  db: Executor,
  input: RemoteInput,
  now: Date,
): Promise<{ row: RemoteRow; created: boolean }> {
  const { name: _name, ...fields } = input;
  const stated = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const [result] = await db
    .insert(remotes)
    .values({
      ...input,
      display_name: input.display_name ?? null,
      enabled: input.enabled ?? true,
      campaign_starts_at: input.campaign_starts_at ?? null,
      campaign_ends_at: input.campaign_ends_at ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoUpdate({ target: remotes.name, set: { ...stated, updated_at: now } })
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
    display_name: row.display_name ?? row.name,
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
