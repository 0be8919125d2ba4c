import type { PrayAuthorHistory } from '@chokdee/shared-contract/schemas/pray-review';
import { PrayUpdateStatusSchema } from '@chokdee/shared-contract/schemas/pray-review';
import { PrayStatusSchema } from '@chokdee/shared-contract/schemas/pray';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '#api/auth/auth-tables';
import { toBangkokIso } from '../lib/bangkok-time';
import { HttpError } from '../lib/http-error';
import { prayProjects, prayReviewDecisions, prayUpdates } from './pray-tables';

/** How far back a reviewer reads: enough to see a pattern, small enough to read at a glance. */
const HISTORY_SIZE = 50;

/**
 * An author's projects and news as they stand, and the decisions made on them, newest first.
 * Someone who never wrote a project is 'not found': the page is about authors, not members.
 */
export async function authorHistory(db: Executor, ownerId: number): Promise<PrayAuthorHistory> {
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, ownerId));
  const projects = await db
    .select({
      id: prayProjects.id,
      slug: prayProjects.slug,
      title: prayProjects.title,
      status: prayProjects.status,
      reject_reason: prayProjects.reject_reason,
    })
    .from(prayProjects)
    .where(eq(prayProjects.owner_id, ownerId))
    .orderBy(desc(prayProjects.id))
    .limit(HISTORY_SIZE);
  if (!owner || projects.length === 0) throw new HttpError(404, 'ไม่พบผู้เขียนคำขอพรนี้');
  const updates = await db
    .select({
      id: prayUpdates.id,
      project_id: prayUpdates.project_id,
      project_title: prayProjects.title,
      title: prayUpdates.title,
      status: prayUpdates.status,
      reject_reason: prayUpdates.reject_reason,
      hidden_at: prayUpdates.hidden_at,
      hidden_reason: prayUpdates.hidden_reason,
    })
    .from(prayUpdates)
    .innerJoin(prayProjects, eq(prayProjects.id, prayUpdates.project_id))
    .where(eq(prayProjects.owner_id, ownerId))
    .orderBy(desc(prayUpdates.id))
    .limit(HISTORY_SIZE);
  const decisions = await db
    .select()
    .from(prayReviewDecisions)
    .where(eq(prayReviewDecisions.owner_id, ownerId))
    .orderBy(desc(prayReviewDecisions.decided_at), desc(prayReviewDecisions.id))
    .limit(HISTORY_SIZE);
  return {
    owner_id: ownerId,
    owner_name: owner.name || 'สมาชิก',
    projects: projects.map((p) => ({
      ...p,
      title: p.title || '(ยังไม่มีชื่อ)',
      status: PrayStatusSchema.parse(p.status),
    })),
    updates: updates.map(({ hidden_at, ...u }) => ({
      ...u,
      status: PrayUpdateStatusSchema.parse(u.status),
      hidden: hidden_at !== null,
    })),
    decisions: decisions.map((d) => ({
      id: d.id,
      kind: d.update_id === null ? 'project' : 'update',
      project_id: d.project_id,
      update_id: d.update_id,
      title: d.title,
      decision: d.decision as PrayAuthorHistory['decisions'][number]['decision'],
      reason: d.reason,
      decided_at: toBangkokIso(new Date(d.decided_at)),
    })),
  };
}
