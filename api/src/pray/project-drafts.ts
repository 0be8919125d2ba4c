import {
  PRAY_MESSAGES,
  PrayBasicsBodySchema,
  type PrayDraftBody,
} from '@chokdee/shared-contract/schemas/pray';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prayPictures, prayProjects } from './pray-tables';
import { HttpError } from '../lib/http-error';
import { findProjectById } from './project-store';
import type { ProjectRow } from './project-view';
import { searchTextOf } from './project-search';
import { prayProjectSlug } from './slug';
import { sanitizeStory, storyText } from './story-html';

/** Only drafts and rejected projects change; a rejected one goes back to draft when edited. */
const EDITABLE = ['draft', 'rejected'];

export const notFound = () => new HttpError(404, PRAY_MESSAGES.notFound);

/** Another member's project is 'not found' for them, as if it were not there (no probing ids). */
export async function ownedProject(db: Database, id: number, ownerId: number): Promise<ProjectRow> {
  const row = await findProjectById(db, id);
  if (!row || row.owner_id !== ownerId) throw notFound();
  return row;
}

function draftColumns(body: PrayDraftBody, current: { title: string; story_html: string }) {
  const story = body.story === undefined ? current.story_html : sanitizeStory(body.story);
  const title = body.title ?? current.title;
  return {
    ...(body.title !== undefined && { title }),
    ...(body.category !== undefined && { category: body.category }),
    ...(body.target_supporters !== undefined && { target_supporters: body.target_supporters }),
    ...(body.starts_on !== undefined && { starts_on: body.starts_on }),
    ...(body.ends_on !== undefined && { ends_on: body.ends_on }),
    ...(body.cover_picture_id !== undefined && { cover_picture_id: body.cover_picture_id }),
    story_html: story,
    search_text: searchTextOf(title, storyText(story)),
  };
}

export async function createDraft(
  db: Database,
  ownerId: number,
  body: PrayDraftBody,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(prayProjects)
      .values({
        owner_id: ownerId,
        // A unique placeholder until the id is known.
        slug: `draft-${ownerId}-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
        ...draftColumns(body, { title: '', story_html: '' }),
        cover_picture_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: prayProjects.id, title: prayProjects.title });
    await tx
      .update(prayProjects)
      .set({ slug: prayProjectSlug(row!.title, row!.id) })
      .where(eq(prayProjects.id, row!.id));
    return row!.id;
  });
}

export async function saveDraft(
  db: Database,
  row: ProjectRow,
  body: PrayDraftBody,
  now: Date,
): Promise<void> {
  if (!EDITABLE.includes(row.status)) throw new HttpError(409, PRAY_MESSAGES.notEditable);
  if (body.cover_picture_id != null) {
    const [own] = await db
      .select({ id: prayPictures.id })
      .from(prayPictures)
      .where(
        and(
          eq(prayPictures.id, body.cover_picture_id),
          eq(prayPictures.project_id, row.id),
          eq(prayPictures.kind, 'gallery'),
        ),
      );
    if (!own)
      throw new HttpError(400, PRAY_MESSAGES.coverRequired, [
        { field: 'cover_picture_id', message: PRAY_MESSAGES.coverRequired },
      ]);
  }
  const columns = draftColumns(body, row);
  const changed = await db
    .update(prayProjects)
    .set({
      ...columns,
      ...(columns.title !== undefined && { slug: prayProjectSlug(columns.title, row.id) }),
      status: 'draft',
      reject_reason: null,
      updated_at: now,
    })
    // The status is checked again in the statement: a submit racing this save wins cleanly.
    .where(and(eq(prayProjects.id, row.id), inArray(prayProjects.status, EDITABLE)))
    .returning({ id: prayProjects.id });
  if (changed.length === 0) throw new HttpError(409, PRAY_MESSAGES.notEditable);
}

/** Draft → pending review, once every step is complete. */
export async function submitDraft(db: Database, row: ProjectRow, now: Date): Promise<void> {
  if (!EDITABLE.includes(row.status)) throw new HttpError(409, PRAY_MESSAGES.notEditable);
  const basics = PrayBasicsBodySchema.safeParse({
    title: row.title,
    category: row.category ?? undefined,
    target_supporters: row.target_supporters ?? undefined,
    starts_on: row.starts_on ?? undefined,
    ends_on: row.ends_on ?? undefined,
  });
  const errors = basics.success
    ? []
    : basics.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  if (!storyText(row.story_html)) errors.push({ field: 'story', message: PRAY_MESSAGES.storyRequired });
  const [pictures] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prayPictures)
    .where(and(eq(prayPictures.project_id, row.id), eq(prayPictures.kind, 'gallery')));
  if (!pictures?.n) errors.push({ field: 'pictures', message: PRAY_MESSAGES.coverRequired });
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, errors);
  const changed = await db
    .update(prayProjects)
    .set({ status: 'pending_review', reject_reason: null, updated_at: now })
    .where(and(eq(prayProjects.id, row.id), inArray(prayProjects.status, EDITABLE)))
    .returning({ id: prayProjects.id });
  if (changed.length === 0) throw new HttpError(409, PRAY_MESSAGES.notEditable);
}

/** The owner ends a published project: it stays readable, no new votes. */
export async function closeProject(db: Database, row: ProjectRow, now: Date): Promise<void> {
  const changed = await db
    .update(prayProjects)
    .set({ status: 'closed', updated_at: now })
    .where(and(eq(prayProjects.id, row.id), eq(prayProjects.status, 'published')))
    .returning({ id: prayProjects.id });
  if (changed.length === 0) throw new HttpError(409, PRAY_MESSAGES.notPublished);
}
