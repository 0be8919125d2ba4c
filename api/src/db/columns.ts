import { timestamp } from 'drizzle-orm/pg-core';

/** An instant: `timestamptz`, read as a `Date` (sale windows, campaign windows, row times). */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/** Every table records when a row was made and last changed. */
export const timestamps = {
  created_at: instant('created_at').notNull().defaultNow(),
  updated_at: instant('updated_at').notNull().defaultNow(),
};
