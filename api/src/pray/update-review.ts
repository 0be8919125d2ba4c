import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { HttpError } from '../lib/http-error';
import { recordNotice } from '../notices/notices-repository';
import type { Decision } from './admin-review';
import { prayProjects, prayUpdates } from './pray-tables';
import { logDecision } from './review-decisions';

export const UPDATE_MESSAGES = {
  notPending: 'ข่าวนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ',
  notPublished: 'ข่าวนี้ยังไม่ได้เผยแพร่ จึงซ่อนไม่ได้',
  alreadyHidden: 'ข่าวนี้ถูกซ่อนอยู่แล้ว',
  notHidden: 'ข่าวนี้ไม่ได้ถูกซ่อน',
  notEditable: 'ข่าวนี้แก้ไขได้เฉพาะเมื่อไม่ผ่านการตรวจสอบ',
} as const;

interface Decided {
  id: number;
  project_id: number;
  title: string;
}

/** The project the news belongs to: its owner hears of the decision, its slug makes the link. */
async function projectOf(tx: Executor, projectId: number) {
  const [project] = await tx
    .select({ owner_id: prayProjects.owner_id, slug: prayProjects.slug, title: prayProjects.title })
    .from(prayProjects)
    .where(eq(prayProjects.id, projectId));
  return project!;
}

/** Why nothing changed: no such news (404) or not in the state the action needs (409). */
async function refuse(db: Executor, id: number, conflict: string): Promise<never> {
  const [exists] = await db.select({ id: prayUpdates.id }).from(prayUpdates).where(eq(prayUpdates.id, id));
  throw exists ? new HttpError(409, conflict) : new HttpError(404, PRAY_MESSAGES.updateNotFound);
}

/**
 * Waiting news → published, or refused with the reason its owner reads and fixes. Conditional on
 * the status, so two reviewers deciding at once decide once; the owner is told in the same
 * transaction and the decision joins their history.
 */
export async function reviewUpdate(
  db: Database,
  id: number,
  decision: Decision,
  now: Date,
  staffId: number | null,
): Promise<void> {
  const decided = await db.transaction(async (tx) => {
    const [update] = await tx
      .update(prayUpdates)
      .set(
        decision.approve
          ? { status: 'published', reject_reason: null }
          : { status: 'rejected', reject_reason: decision.reason },
      )
      .where(and(eq(prayUpdates.id, id), eq(prayUpdates.status, 'pending_review')))
      .returning({ id: prayUpdates.id, project_id: prayUpdates.project_id, title: prayUpdates.title });
    if (!update) return false;
    await tell(
      tx,
      update,
      decision.approve ? 'approved' : 'refused',
      decision.approve ? null : decision.reason,
      now,
      staffId,
    );
    return true;
  });
  if (!decided) await refuse(db, id, UPDATE_MESSAGES.notPending);
}

/** Published news off the public page (`hide`) or back on it; at most one reviewer's act counts. */
export async function setUpdateHidden(
  db: Database,
  id: number,
  hide: { reason: string } | null,
  now: Date,
  staffId: number | null,
): Promise<void> {
  const changed = await db.transaction(async (tx) => {
    const [update] = await tx
      .update(prayUpdates)
      .set(hide ? { hidden_at: now, hidden_reason: hide.reason } : { hidden_at: null, hidden_reason: null })
      .where(
        and(
          eq(prayUpdates.id, id),
          eq(prayUpdates.status, 'published'),
          hide ? isNull(prayUpdates.hidden_at) : isNotNull(prayUpdates.hidden_at),
        ),
      )
      .returning({ id: prayUpdates.id, project_id: prayUpdates.project_id, title: prayUpdates.title });
    if (!update) return false;
    await tell(tx, update, hide ? 'hidden' : 'unhidden', hide?.reason ?? null, now, staffId);
    return true;
  });
  if (changed) return;
  const [row] = await db
    .select({ status: prayUpdates.status, hidden_at: prayUpdates.hidden_at })
    .from(prayUpdates)
    .where(eq(prayUpdates.id, id));
  if (!row) throw new HttpError(404, PRAY_MESSAGES.updateNotFound);
  if (row.status !== 'published') throw new HttpError(409, UPDATE_MESSAGES.notPublished);
  throw new HttpError(409, hide ? UPDATE_MESSAGES.alreadyHidden : UPDATE_MESSAGES.notHidden);
}

const NOTICE_TITLES = {
  approved: (name: string) => `ข่าว "${name}" ได้รับการอนุมัติและเผยแพร่แล้ว`,
  refused: (name: string) => `ข่าว "${name}" ยังไม่ผ่านการตรวจสอบ กรุณาแก้ไขแล้วส่งใหม่`,
  hidden: (name: string) => `ข่าว "${name}" ถูกซ่อนจากหน้าคำขอพร`,
  unhidden: (name: string) => `ข่าว "${name}" กลับมาแสดงบนหน้าคำขอพรแล้ว`,
} as const;

/**
 * The owner's notice and the history line. Hiding speaks with the refused kind and showing again
 * with the approved one: to the member these are the same news, good or to be fixed.
 */
async function tell(
  tx: Executor,
  update: Decided,
  decision: keyof typeof NOTICE_TITLES,
  reason: string | null,
  now: Date,
  staffId: number | null,
) {
  const project = await projectOf(tx, update.project_id);
  const good = decision === 'approved' || decision === 'unhidden';
  await recordNotice(tx, {
    userId: project.owner_id,
    kind: good ? 'pray-approved' : 'pray-refused',
    eventKey: `pray-update:${update.id}:${decision}:${now.getTime()}`,
    title: NOTICE_TITLES[decision](update.title),
    body: reason ?? '',
    // The owner's page, where news shows its review state (hidden news is not on the public one).
    link: '/members/pray',
  });
  await logDecision(
    tx,
    {
      ownerId: project.owner_id,
      projectId: update.project_id,
      updateId: update.id,
      decision,
      reason,
      title: update.title,
      staffId,
    },
    now,
  );
}
