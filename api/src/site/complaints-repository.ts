import type { Executor } from '#api/db/client';
import { complaints, type ComplaintRow } from './content-tables';

export type NewComplaint = Omit<typeof complaints.$inferInsert, 'id' | 'code' | 'updated_at'> & {
  created_at: Date;
};

/** A few tries are plenty: a clash needs two complaints on one day drawing the same random part. */
const CODE_ATTEMPTS = 5;

/**
 * Saves the complaint under a fresh code from `makeCode`; a code already taken (unique index) is
 * simply skipped by the insert, and the next one is tried.
 */
export async function insertComplaint(
  db: Executor,
  values: NewComplaint,
  makeCode: () => string,
): Promise<ComplaintRow> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const [row] = await db
      .insert(complaints)
      .values({ ...values, code: makeCode(), updated_at: values.created_at })
      .onConflictDoNothing({ target: complaints.code })
      .returning();
    if (row) return row;
  }
  throw new Error(`no free complaint code after ${CODE_ATTEMPTS} attempts`);
}
