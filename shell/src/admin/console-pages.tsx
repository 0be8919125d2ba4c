import type { StaffRole } from '@chokdee/shared-contract/schemas/staff-roles';
import type { ReactNode } from 'react';
import { ComplaintsPages, isComplaintsPath } from './complaints/complaints-pages';
import { mayOpenOffice } from './console-offices';
import { consolePaths } from './console-paths';
import { MemberLookupPage } from './member-lookup/member-lookup-page';
import { PrizeClaimsPage } from './prize-claims/prize-claims-page';
import styles from './admin-console.module.css';

const MEMBER_LOOKUP = /^member-lookup\/?$/;
const PRIZE_CLAIMS = /^prize-claims\/?$/;

/** Whether the console's sub-path (after `/admin/`) is one of its own pages rather than its home. */
export const isConsolePagePath = (subPath: string) =>
  isComplaintsPath(subPath) || MEMBER_LOOKUP.test(subPath) || PRIZE_CLAIMS.test(subPath);

export interface ConsolePagesProps {
  /** The console's sub-path, e.g. `complaints/12` or `member-lookup`. */
  subPath: string;
  roles: readonly StaffRole[];
}

/** A one-page office: the page for the roles that open it, else the Thai refusal (the API checks again). */
function Office(props: { roles: readonly StaffRole[]; path: string; refusal: string; children: ReactNode }) {
  if (mayOpenOffice(props.roles, props.path)) return props.children;
  return (
    <p role="alert" className={styles.error}>
      {props.refusal}
    </p>
  );
}

/** The console's own page at `subPath`, for the roles that open it. */
export function ConsolePages({ subPath, roles }: ConsolePagesProps) {
  if (MEMBER_LOOKUP.test(subPath))
    return (
      <Office roles={roles} path={consolePaths.memberLookup.path} refusal="บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ค้นหาข้อมูลสมาชิก">
        <MemberLookupPage />
      </Office>
    );
  if (PRIZE_CLAIMS.test(subPath))
    return (
      <Office roles={roles} path={consolePaths.prizeClaims.path} refusal="บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ดูคำขอขึ้นเงินรางวัล">
        <PrizeClaimsPage />
      </Office>
    );
  return <ComplaintsPages subPath={subPath} roles={roles} />;
}
