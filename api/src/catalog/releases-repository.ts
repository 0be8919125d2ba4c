import type { AdminRemote, RemoteVersion } from '@chokdee/shared-contract/schemas/catalog-admin';
import { contestedRoles } from '@chokdee/shared-contract/rules/site-roles';
import { and, asc, desc, eq, inArray, lt, max, ne, or } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { remotes, remoteVersions, type RemoteRow, type RemoteVersionRow } from './catalog-tables';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { HttpError } from '#api/lib/http-error';
import { servesCanary } from './canary-bucket';
import { incompatibility } from './compatibility';
import { RELEASE_MESSAGES } from './release-messages';
import { toRemote, upsertRemote, type RemoteInput } from './remotes-repository';
import { readShellRelease } from './shell-release-repository';

/** A registration: the catalog fields plus what the version was built for. */
export interface ReleaseInput extends RemoteInput {
  kernel_range: string | null;
  react_range: string | null;
  /** Ship as a canary to this share of visitors instead of making it live. */
  canary_percent?: number;
}

/**
 * Refuses (409) a version the live shell cannot load: staff read what to do, the deploy log (the
 * whole answer) also the versions, in the `requires` field.
 */
async function assertCompatible(
  db: Executor,
  version: Pick<RemoteVersionRow, 'kernel_range' | 'react_range'>,
) {
  const problem = incompatibility(version, await readShellRelease(db));
  if (problem) {
    throw new HttpError(409, RELEASE_MESSAGES.incompatible, [{ field: 'requires', message: problem }]);
  }
}

/**
 * Refuses (409) a version that claims a site role (the login page, the store directory…) another
 * remote's live routes already serve: the frame would not know which of the two to send people to.
 */
async function assertRolesFree(db: Executor, input: Pick<ReleaseInput, 'name' | 'routes'>) {
  if (!input.routes?.some((route) => route.role)) return;
  const others = await db
    .select({ name: remotes.name, routes: remotes.routes })
    .from(remotes)
    .where(ne(remotes.name, input.name));
  const [taken] = contestedRoles(input.name, input.routes, others);
  if (taken) {
    throw new HttpError(409, RELEASE_MESSAGES.roleTaken, [
      { field: 'routes', message: `role "${taken.role}" เป็นของ ${taken.heldBy} อยู่แล้ว` },
    ]);
  }
}

async function lockRemote(tx: Executor, name: string): Promise<RemoteRow> {
  const [row] = await tx.select().from(remotes).where(eq(remotes.name, name)).for('update');
  if (!row) throw new HttpError(404, RELEASE_MESSAGES.remoteNotFound);
  return row;
}

async function findVersion(tx: Executor, remote: string, id: number): Promise<RemoteVersionRow> {
  const [row] = await tx
    .select()
    .from(remoteVersions)
    .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.id, id)));
  if (!row) throw new HttpError(404, RELEASE_MESSAGES.versionNotFound);
  return row;
}

/** Makes a stored version the live one: the catalog row gets its entry, routes and widgets. */
async function makeLive(
  tx: Executor,
  remote: RemoteRow,
  version: RemoteVersionRow,
  now: Date,
): Promise<RemoteRow> {
  const sameAsCanary = remote.canary_version_id === version.id;
  const [row] = await tx
    .update(remotes)
    .set({
      entry: version.entry,
      version: version.version,
      routes: version.routes,
      widgets: version.widgets,
      live_version_id: version.id,
      ...(sameAsCanary ? { canary_version_id: null, canary_percent: 0 } : {}),
      updated_at: now,
    })
    .where(eq(remotes.name, remote.name))
    .returning();
  return row!;
}

/**
 * Registers a version: it is kept (one row per remote, version and entry) and becomes live — or,
 * with `canary_percent`, the remote's canary beside the live one. Refused when the live shell's
 * kernel or React is outside the version's ranges.
 */
export async function registerRelease(
  db: Database,
  input: ReleaseInput,
  actor: string,
  now: Date,
): Promise<{ row: RemoteRow; created: boolean; as: 'live' | 'canary' }> {
  await assertCompatible(db, input);
  await assertRolesFree(db, input);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(remotes).where(eq(remotes.name, input.name)).for('update');
    const asCanary = Boolean(existing && input.canary_percent);
    const { kernel_range, react_range, canary_percent: _percent, ...catalog } = input;
    let created = false;
    if (!asCanary) ({ created } = await upsertRemote(tx, catalog, now));
    const fields = {
      entry: input.entry,
      routes: input.routes,
      widgets: input.widgets,
      kernel_range,
      react_range,
      registered_at: now,
      registered_by: actor,
    };
    const [version] = await tx
      .insert(remoteVersions)
      .values({ remote: input.name, version: input.version, ...fields })
      .onConflictDoUpdate({
        target: [remoteVersions.remote, remoteVersions.version, remoteVersions.entry],
        set: fields,
      })
      .returning();
    const remote = await lockRemote(tx, input.name);
    if (asCanary) {
      if (remote.live_version_id === version!.id) throw new HttpError(409, RELEASE_MESSAGES.canaryIsLive);
      const [row] = await tx
        .update(remotes)
        .set({ canary_version_id: version!.id, canary_percent: input.canary_percent!, updated_at: now })
        .where(eq(remotes.name, input.name))
        .returning();
      return { row: row!, created, as: 'canary' as const };
    }
    return { row: await makeLive(tx, remote, version!, now), created, as: 'live' as const };
  });
}

/** The versions a rollback of this remote can go back to: those registered before the live one. */
const beforeLive = (name: string, liveVersionId: number) =>
  and(eq(remoteVersions.remote, name), lt(remoteVersions.id, liveVersionId));

/** Back to the version registered before the live one; the canary is dropped too. */
export async function rollbackRelease(db: Database, name: string, now: Date): Promise<RemoteRow> {
  return db.transaction(async (tx) => {
    const remote = await lockRemote(tx, name);
    const [previous] = remote.live_version_id
      ? await tx
          .select()
          .from(remoteVersions)
          .where(beforeLive(name, remote.live_version_id))
          .orderBy(desc(remoteVersions.id))
          .limit(1)
      : [];
    if (!previous) throw new HttpError(409, RELEASE_MESSAGES.noPreviousVersion);
    const live = await makeLive(tx, remote, previous, now);
    const [row] = await tx
      .update(remotes)
      .set({ canary_version_id: null, canary_percent: 0 })
      .where(eq(remotes.name, name))
      .returning();
    return row ?? live;
  });
}

/** Serves a stored version to `percent` % of visitors beside the live one. */
export async function setCanary(
  db: Database,
  name: string,
  versionId: number,
  percent: number,
  now: Date,
): Promise<{ row: RemoteRow; version: RemoteVersionRow }> {
  return db.transaction(async (tx) => {
    const remote = await lockRemote(tx, name);
    const version = await findVersion(tx, name, versionId);
    if (remote.live_version_id === version.id) throw new HttpError(409, RELEASE_MESSAGES.canaryIsLive);
    await assertCompatible(tx, version);
    const [row] = await tx
      .update(remotes)
      .set({ canary_version_id: version.id, canary_percent: percent, updated_at: now })
      .where(eq(remotes.name, name))
      .returning();
    return { row: row!, version };
  });
}

/** The remote, locked, and its canary version (409 when it has none). */
async function lockCanary(tx: Executor, name: string) {
  const remote = await lockRemote(tx, name);
  if (!remote.canary_version_id) throw new HttpError(409, RELEASE_MESSAGES.noCanary);
  return { remote, version: await findVersion(tx, name, remote.canary_version_id) };
}

/** The canary becomes the live version for everyone (checked against the live shell first). */
export async function promoteCanary(
  db: Database,
  name: string,
  now: Date,
): Promise<{ row: RemoteRow; version: RemoteVersionRow }> {
  return db.transaction(async (tx) => {
    const { remote, version } = await lockCanary(tx, name);
    await assertCompatible(tx, version);
    return { row: await makeLive(tx, remote, version, now), version };
  });
}

/** Every visitor back on the live version. */
export async function dropCanary(
  db: Database,
  name: string,
  now: Date,
): Promise<{ row: RemoteRow; version: RemoteVersionRow }> {
  return db.transaction(async (tx) => {
    const { version } = await lockCanary(tx, name);
    const [row] = await tx
      .update(remotes)
      .set({ canary_version_id: null, canary_percent: 0, updated_at: now })
      .where(eq(remotes.name, name))
      .returning();
    return { row: row!, version };
  });
}

export function listVersions(db: Executor, name: string): Promise<RemoteVersionRow[]> {
  return db
    .select()
    .from(remoteVersions)
    .where(eq(remoteVersions.remote, name))
    .orderBy(asc(remoteVersions.id));
}

export function toRemoteVersion(row: RemoteVersionRow, remote: RemoteRow, errorCount: number): RemoteVersion {
  return {
    id: row.id,
    remote: row.remote,
    version: row.version,
    entry: row.entry,
    routes: row.routes,
    widgets: row.widgets,
    kernel_range: row.kernel_range,
    react_range: row.react_range,
    registered_at: toBangkokIso(row.registered_at),
    registered_by: row.registered_by,
    live: remote.live_version_id === row.id,
    canary: remote.canary_version_id === row.id,
    error_count: errorCount,
  };
}

type VersionRef = Pick<RemoteVersionRow, 'id' | 'version'>;

/** Per remote, the version its rollback would make live (the last one before the live one), if any. */
async function previousVersions(db: Executor, rows: RemoteRow[]): Promise<Map<string, VersionRef>> {
  const live = rows.flatMap((row) =>
    row.live_version_id ? [beforeLive(row.name, row.live_version_id)] : [],
  );
  if (!live.length) return new Map();
  const lastBefore = db
    .select({ id: max(remoteVersions.id) })
    .from(remoteVersions)
    .where(or(...live))
    .groupBy(remoteVersions.remote);
  const found = await db
    .select({ remote: remoteVersions.remote, id: remoteVersions.id, version: remoteVersions.version })
    .from(remoteVersions)
    .where(inArray(remoteVersions.id, lastBefore));
  return new Map(found.map(({ remote, ...version }) => [remote, version]));
}

/** The console's view of every remote: catalog fields, canary, what a rollback would restore, last health check. */
export async function listAdminRemotes(db: Executor, rows: RemoteRow[]): Promise<AdminRemote[]> {
  const canaryIds = rows.flatMap((row) => (row.canary_version_id ? [row.canary_version_id] : []));
  const [canaries, previous] = await Promise.all([
    canaryIds.length
      ? db.select().from(remoteVersions).where(inArray(remoteVersions.id, canaryIds))
      : Promise.resolve([]),
    previousVersions(db, rows),
  ]);
  const byId = new Map(canaries.map((version) => [version.id, version]));
  return rows.map((row) =>
    toAdminRemote(
      row,
      row.canary_version_id ? byId.get(row.canary_version_id) : undefined,
      previous.get(row.name),
    ),
  );
}

function toAdminRemote(
  row: RemoteRow,
  canary: RemoteVersionRow | undefined,
  previous: VersionRef | undefined,
): AdminRemote {
  return {
    ...toRemote(row),
    live_version_id: row.live_version_id,
    previous_version: previous ? { version_id: previous.id, version: previous.version } : null,
    canary: canary ? { version_id: canary.id, version: canary.version, percent: row.canary_percent } : null,
    health:
      row.health_ok === null || !row.health_checked_at
        ? null
        : { ok: row.health_ok, checked_at: toBangkokIso(row.health_checked_at) },
  };
}

/**
 * The public catalog for one visitor: each live remote whose canary this visitor falls in is
 * answered with the canary version's entry, routes and widgets (sticky: the same id, the same answer).
 */
export async function applyCanaries(
  db: Executor,
  live: RemoteRow[],
  visitorId: string | undefined,
): Promise<RemoteRow[]> {
  const chosen = live.filter(
    (row) => row.canary_version_id && servesCanary(row.name, visitorId, row.canary_percent),
  );
  if (!chosen.length) return live;
  const versions = await db
    .select()
    .from(remoteVersions)
    .where(
      inArray(
        remoteVersions.id,
        chosen.map((row) => row.canary_version_id!),
      ),
    );
  const byId = new Map(versions.map((version) => [version.id, version]));
  return live.map((row) => {
    const canary = row.canary_version_id ? byId.get(row.canary_version_id) : undefined;
    if (!canary || !chosen.includes(row)) return row;
    return {
      ...row,
      entry: canary.entry,
      version: canary.version,
      routes: canary.routes,
      widgets: canary.widgets,
    };
  });
}

export async function saveHealth(
  db: Executor,
  name: string,
  ok: boolean,
  now: Date,
): Promise<RemoteRow | undefined> {
  const [row] = await db
    .update(remotes)
    .set({ health_ok: ok, health_checked_at: now })
    .where(eq(remotes.name, name))
    .returning();
  return row;
}

export async function setSchedule(
  db: Executor,
  name: string,
  window: { from: Date | null; until: Date | null },
  now: Date,
): Promise<RemoteRow | undefined> {
  const [row] = await db
    .update(remotes)
    .set({ campaign_starts_at: window.from, campaign_ends_at: window.until, updated_at: now })
    .where(eq(remotes.name, name))
    .returning();
  return row;
}
