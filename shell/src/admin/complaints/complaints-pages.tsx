import { idFromText } from '@chokdee/shared-contract/schemas/primitives';
import type { StaffRole } from '@chokdee/shared-contract/schemas/staff-roles';
import { ComplaintView } from './complaint-view';
import { ComplaintsInbox } from './complaints-inbox';
import { mayActOnComplaints, mayOpenOffice } from '../console-offices';
import { consolePaths } from '../console-paths';
import styles from './complaints.module.css';

const INBOX = /^complaints\/?$/;
const ONE = /^complaints\/([^/]+)\/?$/;

/** Whether the console's sub-path (after `/admin/`) is one of the complaints pages. */
export const isComplaintsPath = (subPath: string) => INBOX.test(subPath) || ONE.test(subPath);

export interface ComplaintsPagesProps {
  /** The console's sub-path, e.g. `complaints` or `complaints/12`. */
  subPath: string;
  roles: readonly StaffRole[];
}

/** The inbox or one complaint, for the roles that may see them (the API checks again). */
export function ComplaintsPages({ subPath, roles }: ComplaintsPagesProps) {
  if (!mayOpenOffice(roles, consolePaths.complaints.path))
    return (
      <p role="alert" className={styles.error}>
        บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ดูเรื่องร้องเรียน
      </p>
    );
  const one = ONE.exec(subPath);
  if (!one) return <ComplaintsInbox />;
  const id = idFromText(one[1]!);
  if (id === null)
    return (
      <p role="alert" className={styles.error}>
        ไม่พบเรื่องร้องเรียนนี้
      </p>
    );
  return <ComplaintView key={id} id={id} canAct={mayActOnComplaints(roles)} />;
}
