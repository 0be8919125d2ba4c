import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import type { CatalogChange } from '@chokdee/shared-contract/schemas/catalog-admin';
import { actorLabel, remoteLabel } from './console-labels';
import styles from './admin-console.module.css';

/** Thai names of the logged actions. */
export const ACTION_LABELS: Record<string, string> = {
  register: 'ลงทะเบียนเวอร์ชัน',
  'register-canary': 'ลงทะเบียนเวอร์ชันทดลอง',
  enable: 'เปิดใช้งาน',
  disable: 'ปิดใช้งาน',
  delete: 'ลบ',
  schedule: 'ตั้งเวลา',
  rollback: 'ย้อนเวอร์ชัน',
  canary: 'ตั้งเวอร์ชันทดลอง',
  'canary-promote': 'ใช้เวอร์ชันทดลองกับทุกคน',
  'canary-rollback': 'ยกเลิกเวอร์ชันทดลอง',
  'shell-release': 'อัปเดตหน้าเว็บหลัก',
};

/** Actions whose detail is only for engineers (the library versions of a shell release). */
const TECHNICAL_DETAIL = new Set(['shell-release']);

export interface ChangeLogProps {
  changes: CatalogChange[];
  /** Thai name of each registered remote, by its technical name. */
  displayNames: ReadonlyMap<string, string>;
}

/** Who did what, when: the catalog's change log, newest first. */
export function ChangeLog({ changes, displayNames }: ChangeLogProps) {
  return (
    <section aria-labelledby="change-log-title" className={styles.log}>
      <h2 id="change-log-title">ประวัติการเปลี่ยนแปลง</h2>
      {changes.length === 0 ? (
        <p className={styles.muted}>ยังไม่มีการเปลี่ยนแปลง</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">เวลา</th>
              <th scope="col">ผู้ทำ</th>
              <th scope="col">ส่วนของเว็บไซต์</th>
              <th scope="col">การเปลี่ยนแปลง</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.id}>
                <td>{formatThaiDateTime(change.at)} น.</td>
                <td>{actorLabel(change.actor)}</td>
                <td>{remoteLabel(change.remote, displayNames)}</td>
                <td>
                  {ACTION_LABELS[change.action] ?? change.action}
                  {change.detail && !TECHNICAL_DETAIL.has(change.action) && ` · ${change.detail}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
