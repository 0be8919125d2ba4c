import type { PrayUpdate } from '@chokdee/shared-contract/schemas/pray';
import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { prayPictures, prayUpdates } from './pray-tables';
import { toBangkokIso } from '../lib/bangkok-time';
import { HttpError } from '../lib/http-error';
import { pictureView } from './project-view';
import { textToHtml } from './story-html';

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

export async function listUpdates(db: Executor, projectId: number): Promise<PrayUpdate[]> {
  const rows = await db
    .select()
    .from(prayUpdates)
    .where(eq(prayUpdates.project_id, projectId))
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
    .where(and(eq(prayUpdates.project_id, projectId), eq(prayUpdates.id, updateId)));
  return (await withPictures(db, rows))[0];
}

/**
 * The owner's news: plain text made into paragraphs (and sanitised), with pictures the owner
 * uploaded to this project and not yet used elsewhere.
 */
export async function postUpdate(
  db: Database,
  projectId: number,
  body: { title: string; body: string; picture_ids: number[] },
  now: Date,
): Promise<PrayUpdate> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(prayUpdates)
      .values({ project_id: projectId, title: body.title, body_html: textToHtml(body.body), created_at: now })
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
  return (await findUpdate(db, projectId, id))!;
}
