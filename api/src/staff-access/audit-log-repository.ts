import { count, desc } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { staffAuditLog } from './staff-access-tables';

export type NewAuditEntry = typeof staffAuditLog.$inferInsert;

export async function writeAuditEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(staffAuditLog).values(entry);
}

/** One page of the log, newest first, and how many lines there are. */
export async function readAuditLog(db: Executor, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(staffAuditLog),
  ]);
  return { rows, total: total?.n ?? 0 };
}
