import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { prayVotes } from './pray-tables';
import type { ProjectRow } from './project-view';
import { selectProjects } from './project-store';
import { prayProjects } from './pray-tables';
import { and, inArray } from 'drizzle-orm';

/** Projects the member joined, most recent vote first (closed ones stay in the list). */
export async function votedProjects(db: Executor, userId: number): Promise<ProjectRow[]> {
  return selectProjects(db)
    .innerJoin(prayVotes, eq(prayVotes.project_id, prayProjects.id))
    .where(and(eq(prayVotes.user_id, userId), inArray(prayProjects.status, ['published', 'closed'])))
    .orderBy(desc(prayVotes.created_at))
    .limit(200);
}
