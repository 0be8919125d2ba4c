import { z } from 'zod';
import { IsoDateSchema } from '@chokdee/shared-kernel/schemas/primitives';
import { isCalendarDate } from './bangkok-time';
import { MESSAGES } from './messages';

/** The kernel's `YYYY-MM-DD` format plus a check that the day exists (once the format is right). */
export function calendarDate() {
  return IsoDateSchema.check(
    z.refine(isCalendarDate, {
      message: MESSAGES.invalidDate,
      when: (payload) => payload.issues.length === 0,
    }),
  );
}
