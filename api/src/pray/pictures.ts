import { PRAY_LIMITS, PRAY_MESSAGES, type PrayPicture } from '@chokdee/shared-contract/schemas/pray';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { prayPictures, prayProjects } from './pray-tables';
import { HttpError } from '../lib/http-error';
import type { ProcessedPicture } from './picture-process';
import { pictureView } from './project-view';

/** Pictures the project holds of this kind; news pictures not yet posted count too. */
async function heldPictures(db: Executor, projectId: number, kind: 'gallery' | 'update'): Promise<number> {
  // Unposted news pictures count: a stream of uploads never posted cannot fill the disk.
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prayPictures)
    .where(
      and(
        eq(prayPictures.project_id, projectId),
        kind === 'gallery' ? eq(prayPictures.kind, 'gallery') : isNull(prayPictures.update_id),
        eq(prayPictures.kind, kind),
      ),
    );
  return held?.n ?? 0;
}

const picturesFull = () =>
  new HttpError(409, PRAY_MESSAGES.picturesFull, [{ field: 'file', message: PRAY_MESSAGES.picturesFull }]);

/**
 * Refuses a picture the project has no room for, before its bytes are read or decoded: the ninth
 * upload costs no decoding. `addPicture` checks again under the lock, for uploads racing here.
 */
export async function assertRoomForPicture(
  db: Executor,
  projectId: number,
  kind: 'gallery' | 'update',
): Promise<void> {
  if ((await heldPictures(db, projectId, kind)) >= PRAY_LIMITS.picturesMax) throw picturesFull();
}

/**
 * Stores one processed picture. The count check and the insert run under the project's row lock,
 * so eight uploads at once never make nine pictures.
 */
export async function addPicture(
  db: Database,
  projectId: number,
  picture: ProcessedPicture,
  kind: 'gallery' | 'update',
  now: Date,
): Promise<PrayPicture> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM pray_projects WHERE id = ${projectId} FOR UPDATE`);
    if ((await heldPictures(tx, projectId, kind)) >= PRAY_LIMITS.picturesMax) throw picturesFull();
    const [row] = await tx
      .insert(prayPictures)
      .values({ project_id: projectId, kind, ...picture, created_at: now })
      .returning({ id: prayPictures.id, width: prayPictures.width, height: prayPictures.height });
    return pictureView(row!);
  });
}

/** Removes one of the project's pictures (and the cover choice that named it). */
export async function deletePicture(db: Database, projectId: number, pictureId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(prayPictures)
      .where(and(eq(prayPictures.id, pictureId), eq(prayPictures.project_id, projectId)))
      .returning({ id: prayPictures.id });
    if (removed.length === 0) return false;
    await tx
      .update(prayProjects)
      .set({ cover_picture_id: null })
      .where(and(eq(prayProjects.id, projectId), eq(prayProjects.cover_picture_id, pictureId)));
    return true;
  });
}

/** The bytes of one size; only pictures of a public project, or the owner's own, are served. */
export async function pictureBytes(
  db: Executor,
  pictureId: number,
  size: 'web' | 'thumb',
): Promise<{ data: Buffer; status: string; owner_id: number } | undefined> {
  const [row] = await db
    .select({
      data: size === 'web' ? prayPictures.web : prayPictures.thumb,
      status: prayProjects.status,
      owner_id: prayProjects.owner_id,
    })
    .from(prayPictures)
    .innerJoin(prayProjects, eq(prayProjects.id, prayPictures.project_id))
    .where(eq(prayPictures.id, pictureId));
  return row;
}
