import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import type { AuditEntry } from '@chokdee/shared-contract/schemas/staff-roles';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useEffect, useState } from 'react';
import { readAuditLog } from './admin-api';
import { actorLabel } from './console-labels';
import styles from './admin-console.module.css';

const METHOD_LABELS: Record<string, string> = {
  POST: 'สร้าง/สั่งงาน',
  PUT: 'แก้ไข',
  PATCH: 'แก้ไข',
  DELETE: 'ลบ',
};

/** What a line changed, as the API kept it (engineers read it; staff see that something did). */
const asText = (value: unknown) => (value === null ? '—' : JSON.stringify(value));

/** The owner's view of the audit log: every changing admin call, newest first, a page at a time. */
export function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ data: AuditEntry[]; lastPage: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    readAuditLog(page).then(
      (body) => current && setAnswer({ data: body.data, lastPage: body.meta.last_page }),
      (e: unknown) => current && setError(toApiError(e).message),
    );
    return () => {
      current = false;
    };
  }, [page]);

  return (
    <section aria-labelledby="audit-log" className={styles.staffAccounts}>
      <h2 id="audit-log">บันทึกการทำรายการของเจ้าหน้าที่</h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {!answer && !error && <p>กำลังโหลด…</p>}
      {answer && answer.data.length === 0 && <p className={styles.muted}>ยังไม่มีรายการ</p>}
      <ul className={styles.auditList}>
        {answer?.data.map((entry) => (
          <li key={entry.id}>
            <p>
              {formatThaiDateTime(entry.at)} น. · {entry.actor ? actorLabel(entry.actor) : 'ไม่ทราบผู้ทำ'} ·{' '}
              {METHOD_LABELS[entry.method] ?? entry.method} · ผล {entry.status}
            </p>
            <p className={styles.muted}>
              <code>{entry.route}</code>
              {entry.target_id && ` · รายการ ${entry.target_id}`}
            </p>
            {(entry.before !== null || entry.after !== null) && (
              <details>
                <summary>ก่อนและหลัง</summary>
                <p>ก่อน: {asText(entry.before)}</p>
                <p>หลัง: {asText(entry.after)}</p>
              </details>
            )}
          </li>
        ))}
      </ul>
      {answer && answer.lastPage > 1 && (
        <p className={styles.auditPager}>
          <button
            type="button"
            className={`${buttons.flat} ${buttons.small}`}
            disabled={page <= 1}
            onClick={() => setPage((n) => n - 1)}
          >
            ใหม่กว่า
          </button>
          <span>
            หน้า {page} จาก {answer.lastPage}
          </span>
          <button
            type="button"
            className={`${buttons.flat} ${buttons.small}`}
            disabled={page >= answer.lastPage}
            onClick={() => setPage((n) => n + 1)}
          >
            เก่ากว่า
          </button>
        </p>
      )}
    </section>
  );
}
