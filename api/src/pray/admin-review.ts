import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { prayProjects } from './pray-tables';
import { HttpError } from '../lib/http-error';
import { recordNotice } from '../notices/notices-repository';
import { logDecision } from './review-decisions';

export type Decision = { approve: true } | { approve: false; reason: string };

/** Tells the author, in the decision's transaction: published, or what to fix and where. */
function tellAuthor(
  tx: Executor,
  project: { id: number; owner_id: number; slug: string; title: string },
  decision: Decision,
  now: Date,
) {
  const name = project.title || 'คำขอพรของคุณ';
  return recordNotice(
    tx,
    decision.approve
      ? {
          userId: project.owner_id,
          kind: 'pray-approved',
          eventKey: `pray-project:${project.id}:published:${now.getTime()}`,
          title: `คำขอพร "${name}" ได้รับการอนุมัติและเผยแพร่แล้ว`,
          link: `/ขอพร/${encodeURIComponent(project.slug)}`,
        }
      : {
          userId: project.owner_id,
          kind: 'pray-refused',
          eventKey: `pray-project:${project.id}:rejected:${now.getTime()}`,
          title: `คำขอพร "${name}" ยังไม่ผ่านการตรวจสอบ กรุณาแก้ไขแล้วส่งใหม่`,
          body: decision.reason,
          link: `/members/pray/edit/${project.id}/basics`,
        },
  );
}

/**
 * Pending review → published (now) or rejected with the reason the owner reads; the owner gets a
 * notice of it. Conditional on the status, so two reviewers deciding at once decide once.
 */
export async function reviewProject(
  db: Database,
  id: number,
  decision: Decision,
  now: Date,
  staffId: number | null = null,
): Promise<void> {
  const decided = await db.transaction(async (tx) => {
    const [project] = await tx
      .update(prayProjects)
      .set(
        decision.approve
          ? { status: 'published', published_at: now, reject_reason: null, updated_at: now }
          : { status: 'rejected', reject_reason: decision.reason, updated_at: now },
      )
      .where(and(eq(prayProjects.id, id), eq(prayProjects.status, 'pending_review')))
      .returning({
        id: prayProjects.id,
        owner_id: prayProjects.owner_id,
        slug: prayProjects.slug,
        title: prayProjects.title,
      });
    if (!project) return false;
    await tellAuthor(tx, project, decision, now);
    await logDecision(
      tx,
      {
        ownerId: project.owner_id,
        projectId: project.id,
        decision: decision.approve ? 'approved' : 'refused',
        reason: decision.approve ? null : decision.reason,
        title: project.title,
        staffId,
      },
      now,
    );
    return true;
  });
  if (decided) return;
  const [exists] = await db.select({ id: prayProjects.id }).from(prayProjects).where(eq(prayProjects.id, id));
  throw exists ? new HttpError(409, PRAY_MESSAGES.notPending) : new HttpError(404, PRAY_MESSAGES.notFound);
}
