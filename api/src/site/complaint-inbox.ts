import type {
  ComplaintDetail,
  ComplaintRow,
  ComplaintStatus,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import { and, asc, count, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { complaints, type ComplaintRow as StoredComplaint } from './content-tables';

export interface InboxFilter {
  status?: ComplaintStatus;
  q?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A code (its start), a name (anywhere in it) or a phone (its digits, anywhere). */
function searchWhere(q: string): SQL | undefined {
  const digits = q.replace(/\D/g, '');
  const anyOf: (SQL | undefined)[] = [
    like(complaints.code, `${escapeLike(q.toUpperCase())}%`),
    ilike(complaints.name, `%${escapeLike(q)}%`),
  ];
  // Phones are stored as 10 digits; "081-234" finds 0812345678.
  if (digits.length >= 3 && digits.length === q.replace(/[\s-]/g, '').length)
    anyOf.push(like(complaints.tel, `%${digits}%`));
  return or(...anyOf);
}

export function inboxWhere(filter: InboxFilter): SQL | undefined {
  return and(
    filter.status ? eq(complaints.status, filter.status) : undefined,
    filter.q ? searchWhere(filter.q) : undefined,
  );
}

/**
 * Open ones (new, read) first, then answered, then closed; the oldest first within each, so the
 * complaint that has waited longest is on top.
 */
export const INBOX_ORDER = [
  sql`CASE ${complaints.status} WHEN 'new' THEN 0 WHEN 'read' THEN 0 WHEN 'answered' THEN 1 ELSE 2 END`,
  asc(complaints.id),
];

const iso = (instant: Date | null) => (instant ? toBangkokIso(instant) : null);

export function toRow(row: StoredComplaint): ComplaintRow {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    topic: row.topic as ComplaintRow['topic'],
    name: row.name,
    tel: row.tel,
    created_at: toBangkokIso(row.created_at),
    answered_at: iso(row.answered_at),
  };
}

export function toDetail(row: StoredComplaint): ComplaintDetail {
  return {
    ...toRow(row),
    email: row.email,
    store_code: row.store_code,
    message: row.message,
    member: row.user_id !== null,
    answer: row.answer,
    answered_by: row.answered_by,
    read_at: iso(row.read_at),
    closed_at: iso(row.closed_at),
    closed_by: row.closed_by,
  };
}

/** One page of the inbox and how many match the filter. */
export async function listComplaints(
  db: Executor,
  filter: InboxFilter,
  page: number,
  perPage: number,
): Promise<{ rows: ComplaintRow[]; total: number }> {
  const where = inboxWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(complaints)
      .where(where)
      .orderBy(...INBOX_ORDER)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0 };
}

export async function findComplaint(db: Executor, id: number): Promise<StoredComplaint | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  return row;
}

export async function findComplaintByCode(db: Executor, code: string): Promise<StoredComplaint | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.code, code));
  return row;
}

/** A new complaint becomes read the first time staff open it; any other status stays. */
export async function markComplaintRead(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(complaints)
    .set({ status: 'read', read_at: now, updated_at: now })
    .where(and(eq(complaints.id, id), eq(complaints.status, 'new')));
}
