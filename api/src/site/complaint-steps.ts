import { appPaths } from '@chokdee/shared-contract/app-paths';
import { COMPLAINT_INBOX_MESSAGES } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { recordNotice } from '#api/notices/notices-repository';
import { complaints, type ComplaintRow } from './content-tables';
import { findComplaint } from './complaint-inbox';

/**
 * The staff's two steps on a complaint. Each is ONE conditional UPDATE: two staff pressing the same
 * button at once queue on the row lock, the second finds the status already moved (no row), and
 * answers 409 without changing anything or telling the filer twice.
 */

/** Why a step found nothing to change: the complaint is gone (404) or already past that step (409). */
async function refusal(db: Database, id: number, step: 'answer' | 'close'): Promise<HttpError> {
  const row = await findComplaint(db, id);
  if (!row) return new HttpError(404, COMPLAINT_INBOX_MESSAGES.notFound);
  if (row.status === 'closed') return new HttpError(409, COMPLAINT_INBOX_MESSAGES.alreadyClosed);
  return new HttpError(
    409,
    step === 'answer' ? COMPLAINT_INBOX_MESSAGES.alreadyAnswered : COMPLAINT_INBOX_MESSAGES.alreadyClosed,
  );
}

/**
 * New or read → answered with `answer`. A member who filed it while logged in is told in the same
 * transaction, with a link to the page that shows the answer.
 */
export async function answerComplaint(
  db: Database,
  input: { id: number; answer: string; actor: string; now: Date },
): Promise<ComplaintRow> {
  const answered = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(complaints)
      .set({
        status: 'answered',
        answer: input.answer,
        answered_at: input.now,
        answered_by: input.actor,
        // Answered unopened (from the list): it counts as read now; an earlier reading stays.
        read_at: sql`COALESCE(${complaints.read_at}, ${input.now.toISOString()}::timestamptz)`,
        updated_at: input.now,
      })
      .where(and(eq(complaints.id, input.id), inArray(complaints.status, ['new', 'read'])))
      .returning();
    if (!row) return null;
    if (row.user_id !== null)
      await recordNotice(tx, {
        userId: row.user_id,
        kind: 'complaint-answered',
        eventKey: `complaint:${row.id}:answered`,
        title: `เจ้าหน้าที่ตอบเรื่องร้องเรียน ${row.code} แล้ว`,
        body: 'แตะเพื่ออ่านคำตอบ',
        link: appPaths.complaintStatus.getHref(row.code),
      });
    return row;
  });
  if (!answered) throw await refusal(db, input.id, 'answer');
  return answered;
}

/** Any status but closed → closed (with or without an answer: some need none). */
export async function closeComplaint(
  db: Database,
  input: { id: number; actor: string; now: Date },
): Promise<ComplaintRow> {
  const [row] = await db
    .update(complaints)
    .set({ status: 'closed', closed_at: input.now, closed_by: input.actor, updated_at: input.now })
    .where(and(eq(complaints.id, input.id), ne(complaints.status, 'closed')))
    .returning();
  if (!row) throw await refusal(db, input.id, 'close');
  return row;
}
