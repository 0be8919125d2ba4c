import { createBearerSessions } from '#api/auth/bearer-sessions';
import type { Executor } from '#api/db/client';
import { staffTokens, type StaffRow } from './staff-tables';
import { findStaffById } from './staff-repository';

/** Staff without the `admin` scope hold no session: the console is all a staff token opens. */
async function findAdminStaff(db: Executor, staffId: number): Promise<StaffRow | undefined> {
  const found = await findStaffById(db, staffId);
  return found?.scope.includes('admin') ? found : undefined;
}

/**
 * The console's sessions (`staff_tokens`): shorter than a member's, since they open the admin API
 * (`STAFF_TOKEN_IDLE_MINUTES`, `STAFF_TOKEN_ABSOLUTE_HOURS`); logging in again is cheap.
 */
export const staffSessions = createBearerSessions({
  name: 'staff',
  table: staffTokens,
  subjectColumn: staffTokens.staff_id,
  policy: ({ auth }) => ({
    idleMs: auth.staffTokenIdleMinutes * 60 * 1000,
    absoluteMs: auth.staffTokenAbsoluteHours * 60 * 60 * 1000,
    cacheMs: auth.tokenCacheSeconds * 1000,
  }),
  loadSubject: findAdminStaff,
});
