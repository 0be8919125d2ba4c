import type { Executor } from '#api/db/client';
import { cookieConsents } from './content-tables';

export type NewCookieConsent = Omit<typeof cookieConsents.$inferInsert, 'id'> & { recorded_at: Date };

/** Append-only (PDPA audit trail): every choice is a new row, none is ever updated. */
export async function insertCookieConsent(
  db: Executor,
  values: NewCookieConsent,
): Promise<{ id: number; recorded_at: Date }> {
  const [row] = await db
    .insert(cookieConsents)
    .values(values)
    .returning({ id: cookieConsents.id, recorded_at: cookieConsents.recorded_at });
  if (!row) throw new Error('cookie consent insert returned no row');
  return row;
}
