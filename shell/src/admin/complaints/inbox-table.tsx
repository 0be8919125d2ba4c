import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { COMPLAINT_TOPICS } from '@chokdee/shared-contract/schemas/complaint';
import type { ComplaintRow } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { Link } from 'react-router';
import { consolePaths } from '../console-paths';
import { StatusBadge } from './status-badge';
import styles from './complaints.module.css';

export interface InboxTableProps {
  rows: ComplaintRow[];
  label: string;
  /** The inbox's search, carried to each complaint so Back returns to the same page. */
  search: string;
}

/** One page of complaints: a table on a wide screen, one card per complaint on a phone. */
export function InboxTable({ rows, label, search }: InboxTableProps) {
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">รหัสอ้างอิง</th>
          <th scope="col">สถานะ</th>
          <th scope="col">หัวข้อ</th>
          <th scope="col">ผู้แจ้ง</th>
          <th scope="col">เบอร์โทร</th>
          <th scope="col">แจ้งเมื่อ</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.status === 'new' ? styles.unread : undefined}>
            <td data-label="รหัสอ้างอิง" className={styles.code}>
              <Link to={consolePaths.complaint.getHref(row.id, search)} aria-label={`เปิดเรื่อง ${row.code}`}>
                {row.code}
              </Link>
            </td>
            <td data-label="สถานะ">
              <StatusBadge status={row.status} />
            </td>
            <td data-label="หัวข้อ">{COMPLAINT_TOPICS[row.topic]}</td>
            <td data-label="ผู้แจ้ง">{row.name}</td>
            <td data-label="เบอร์โทร">{row.tel}</td>
            <td data-label="แจ้งเมื่อ">{formatThaiDateTime(row.created_at)} น.</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
