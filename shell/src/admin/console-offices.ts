import { rolesAllow, type StaffRole } from '@chokdee/shared-contract/schemas/staff-roles';
import { consolePaths } from './console-paths';

/**
 * The console's own pages for the site's work, which no remote declares (the shell owns the
 * site): shown in "งานของฉัน" beside the remotes' back offices, to the roles the API lets in.
 */
const CONSOLE_OFFICES: readonly { path: string; title: string; roles: readonly StaffRole[] }[] = [
  { path: consolePaths.complaints.path, title: 'เรื่องร้องเรียน', roles: ['reviewer', 'support'] },
  { path: consolePaths.memberLookup.path, title: 'ค้นหาข้อมูลสมาชิก', roles: ['support'] },
  { path: consolePaths.prizeClaims.path, title: 'ขึ้นเงินรางวัล', roles: ['payout'] },
];

/** Whether the roles open the console's page at `path` (the API checks again on every call). */
export const mayOpenOffice = (roles: readonly StaffRole[], path: string) =>
  CONSOLE_OFFICES.some((office) => office.path === path && rolesAllow(roles, office.roles));

export function consoleOfficesFor(roles: readonly StaffRole[]) {
  return CONSOLE_OFFICES.filter((office) => rolesAllow(roles, office.roles)).map(({ path, title }) => ({
    path,
    title,
  }));
}

/** Who may answer and close a complaint; support only looks. */
export const mayActOnComplaints = (roles: readonly StaffRole[]) => rolesAllow(roles, ['reviewer']);
