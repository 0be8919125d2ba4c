import type { PrayUpdate, PrayUpdateBody } from '@chokdee/shared-contract/schemas/pray';
import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import { PrayUpdateStatusSchema, type PrayOwnUpdate } from '@chokdee/shared-contract/schemas/pray-review';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { prayPictures, prayUpdates } from './pray-tables';
import { toBangkokIso } from '../lib/bangkok-time';
import { HttpError } from '../lib/http-error';
import { pictureView } from './project-view';
import { textToHtml } from './story-html';
import { UPDATE_MESSAGES } from './update-review';

type UpdateRow = typeof prayUpdates.$inferSelect;

async function withPictures(db: Executor, rows: UpdateRow[]): Promise<PrayUpdate[]> {
  const ids = rows.map((r) => r.id);
  const pictures =
    ids.length === 0
      ? []
      : await db
          .select({
            id: prayPictures.id,
            update_id: prayPictures.update_id,
            width: prayPictures.width,
            height: prayPictures.height,
          })
          .from(prayPictures)
          .where(inArray(prayPictures.update_id, ids))
          .orderBy(asc(prayPictures.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body_html,
    pictures: pictures.filter((p) => p.update_id === row.id).map(pictureView),
    created_at: toBangkokIso(row.created_at),
  }));
}

/** What the public reads: reviewed news that no reviewer has hidden. */
export const publicUpdate = (): SQL =>
  and(eq(prayUpdates.status, 'published'), isNull(prayUpdates.hidden_at))!;

export async function listUpdates(db: Executor, projectId: number): Promise<PrayUpdate[]> {
  const rows = await db
    .select()
    .from(prayUpdates)
    .where(and(eq(prayUpdates.project_id, projectId), publicUpdate()))
    .orderBy(desc(prayUpdates.created_at), desc(prayUpdates.id));
  return withPictures(db, rows);
}

export async function findUpdate(
  db: Executor,
  projectId: number,
  updateId: number,
): Promise<PrayUpdate | undefined> {
  const rows = await db
    .select()
    .from(prayUpdates)
    .where(and(eq(prayUpdates.project_id, projectId), eq(prayUpdates.id, updateId), publicUpdate()));
  return (await withPictures(db, rows))[0];
}

/** News with its review state: what the owner and the reviewers see. */
export async function withReviewState(db: Executor, rows: UpdateRow[]): Promise<PrayOwnUpdate[]> {
  const views = await withPictures(db, rows);
  return rows.map((row, i) => ({
    ...views[i]!,
    status: PrayUpdateStatusSchema.parse(row.status),
    reject_reason: row.reject_reason,
    hidden: row.hidden_at !== null,
    hidden_reason: row.hidden_reason,
  }));
}

/** Every piece of the project's news, waiting, refused and hidden included: the owner's list. */
export async function listOwnUpdates(db: Executor, projectId: number): Promise<PrayOwnUpdate[]> {
  const rows = await db
    .select()
    .from(prayUpdates)
    .where(eq(prayUpdates.project_id, projectId))
    .orderBy(desc(prayUpdates.created_at), desc(prayUpdates.id));
  return withReviewState(db, rows);
}

/** Refused news, fixed by its owner, goes back to the queue (its place: when sent again). */
export async function resubmitUpdate(
  db: Database,
  projectId: number,
  updateId: number,
  body: Pick<PrayUpdateBody, 'title' | 'body'>,
  now: Date,
): Promise<PrayOwnUpdate> {
  const [changed] = await db
    .update(prayUpdates)
    .set({
      title: body.title,
      body_html: textToHtml(body.body),
      status: 'pending_review',
      reject_reason: null,
      submitted_at: now,
    })
    .where(
      and(
        eq(prayUpdates.project_id, projectId),
        eq(prayUpdates.id, updateId),
        eq(prayUpdates.status, 'rejected'),
      ),
    )
    .returning();
  if (changed) return (await withReviewState(db, [changed]))[0]!;
  const [exists] = await db
    .select({ id: prayUpdates.id })
    .from(prayUpdates)
    .where(and(eq(prayUpdates.project_id, projectId), eq(prayUpdates.id, updateId)));
  throw exists
    ? new HttpError(409, UPDATE_MESSAGES.notEditable)
    : new HttpError(404, PRAY_MESSAGES.updateNotFound);
}

/**
 * The owner's news: plain text made into paragraphs (and sanitised), with pictures the owner
 * uploaded to this project and not yet used elsewhere. It waits for a reviewer before the public
 * sees it.
 */
export async function postUpdate(
  db: Database,
  projectId: number,
  body: { title: string; body: string; picture_ids: number[] },
  now: Date,
): Promise<PrayOwnUpdate> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(prayUpdates)
      .values({
        project_id: projectId,
        title: body.title,
        body_html: textToHtml(body.body),
        status: 'pending_review',
        submitted_at: now,
        created_at: now,
      })
      .returning({ id: prayUpdates.id });
    if (body.picture_ids.length > 0) {
      const linked = await tx
        .update(prayPictures)
        .set({ update_id: row!.id })
        .where(
          and(
            inArray(prayPictures.id, body.picture_ids),
            eq(prayPictures.project_id, projectId),
            eq(prayPictures.kind, 'update'),
            isNull(prayPictures.update_id),
          ),
        )
        .returning({ id: prayPictures.id });
      if (linked.length !== new Set(body.picture_ids).size)
        throw new HttpError(400, PRAY_MESSAGES.pictureRequired, [
          { field: 'picture_ids', message: PRAY_MESSAGES.pictureRequired },
        ]);
    }
    return row!.id;
  });
  const [row] = await db.select().from(prayUpdates).where(eq(prayUpdates.id, id));
  return (await withReviewState(db, [row!]))[0]!;
}
