import {
  COMPLAINT_STATUS_LABELS,
  type ComplaintStatus,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import styles from './complaints.module.css';

/** A complaint's status as a coloured word: new ones stand out, closed ones step back. */
export function StatusBadge({ status }: { status: ComplaintStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{COMPLAINT_STATUS_LABELS[status]}</span>;
}
