import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { PrayProject, PrayProjectSummary } from '@chokdee/shared-contract/schemas/pray';
import type { Executor } from '../db/client';
import { users } from '#api/auth/auth-tables';
import { prayPictures, prayProjects, prayUpdates } from './pray-tables';
import { publicUpdate } from './updates';
import { projectView, summaryView, type PictureRow, type ProjectRow } from './project-view';

/** The columns every view needs, with the owner's display name. */
export const projectColumns = {
  id: prayProjects.id,
  slug: prayProjects.slug,
  owner_id: prayProjects.owner_id,
  owner_name: users.name,
  title: prayProjects.title,
  category: prayProjects.category,
  story_html: prayProjects.story_html,
  target_supporters: prayProjects.target_supporters,
  starts_on: prayProjects.starts_on,
  ends_on: prayProjects.ends_on,
  status: prayProjects.status,
  reject_reason: prayProjects.reject_reason,
  cover_picture_id: prayProjects.cover_picture_id,
  featured: prayProjects.featured,
  supporters_count: prayProjects.supporters_count,
  published_at: prayProjects.published_at,
};

export function selectProjects(db: Executor) {
  return db.select(projectColumns).from(prayProjects).innerJoin(users, eq(users.id, prayProjects.owner_id));
}

/** The project's own pictures (not its news pictures), oldest first. */
export async function picturesByProject(db: Executor, ids: number[]): Promise<Map<number, PictureRow[]>> {
  const byProject = new Map<number, PictureRow[]>();
  if (ids.length === 0) return byProject;
  const rows = await db
    .select({
      id: prayPictures.id,
      project_id: prayPictures.project_id,
      width: prayPictures.width,
      height: prayPictures.height,
    })
    .from(prayPictures)
    .where(and(inArray(prayPictures.project_id, ids), eq(prayPictures.kind, 'gallery')))
    .orderBy(asc(prayPictures.id));
  for (const row of rows) {
    const list = byProject.get(row.project_id) ?? [];
    list.push(row);
    byProject.set(row.project_id, list);
  }
  return byProject;
}

export async function toSummaries(db: Executor, rows: ProjectRow[]): Promise<PrayProjectSummary[]> {
  const pictures = await picturesByProject(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => summaryView(row, pictures.get(row.id) ?? []));
}

export async function toProject(
  db: Executor,
  row: ProjectRow,
  viewerId: number | null,
): Promise<PrayProject> {
  const pictures = await picturesByProject(db, [row.id]);
  const [updates] = await db
    .select({ n: count() })
    .from(prayUpdates)
    .where(and(eq(prayUpdates.project_id, row.id), publicUpdate()));
  return projectView(row, pictures.get(row.id) ?? [], { updatesCount: Number(updates?.n ?? 0), viewerId });
}

export async function findProjectById(db: Executor, id: number): Promise<ProjectRow | undefined> {
  const [row] = await selectProjects(db).where(eq(prayProjects.id, id)).limit(1);
  return row;
}

export async function findProjectBySlug(db: Executor, slug: string): Promise<ProjectRow | undefined> {
  const [row] = await selectProjects(db).where(eq(prayProjects.slug, slug)).limit(1);
  return row;
}

export async function findOwnedProjects(db: Executor, ownerId: number): Promise<ProjectRow[]> {
  return selectProjects(db).where(eq(prayProjects.owner_id, ownerId)).orderBy(desc(prayProjects.id));
}

/** Publicly visible: published or closed (a closed project still shows its story and news). */
export const PUBLIC_STATUSES = ['published', 'closed'];

export const isPublic = (row: ProjectRow) => PUBLIC_STATUSES.includes(row.status);
