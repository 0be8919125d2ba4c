import type { StaffRole } from '@chokdee/shared-contract/schemas/staff-roles';
import { ComplaintsPages, isComplaintsPath } from './complaints/complaints-pages';
import { mayOpenOffice } from './console-offices';
import { consolePaths } from './console-paths';
import { MemberLookupPage } from './member-lookup/member-lookup-page';
import styles from './admin-console.module.css';

const MEMBER_LOOKUP = /^member-lookup\/?$/;

/** Whether the console's sub-path (after `/admin/`) is one of its own pages rather than its home. */
export const isConsolePagePath = (subPath: string) =>
  isComplaintsPath(subPath) || MEMBER_LOOKUP.test(subPath);

export interface ConsolePagesProps {
  /** The console's sub-path, e.g. `complaints/12` or `member-lookup`. */
  subPath: string;
  roles: readonly StaffRole[];
}

/** The console's own page at `subPath`, for the roles that open it (the API checks again). */
export function ConsolePages({ subPath, roles }: ConsolePagesProps) {
  if (!MEMBER_LOOKUP.test(subPath)) return <ComplaintsPages subPath={subPath} roles={roles} />;
  if (!mayOpenOffice(roles, consolePaths.memberLookup.path))
    return (
      <p role="alert" className={styles.error}>
        บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ค้นหาข้อมูลสมาชิก
      </p>
    );
  return <MemberLookupPage />;
}
