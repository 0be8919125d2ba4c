import { useState } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { formatThaiDateTime } from '@chokdee/shared-kernel/format/date';
import type { AdminRemote } from '@chokdee/shared-kernel/schemas/catalog-admin';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { confirm } from '../ui/confirm-store';
import { checkHealth, promoteCanary, rollback, rollbackCanary, setEnabled } from './admin-api';
import styles from './admin-console.module.css';

export interface RemoteCardProps {
  remote: AdminRemote;
  onChanged: () => void;
  onSchedule: () => void;
  onVersions: () => void;
}

const when = (iso: string | null) => (iso ? `${formatThaiDateTime(iso)} น.` : 'ไม่กำหนด');

/** One remote: what it serves, its health, schedule and release, and the actions on it. */
export function RemoteCard({ remote, onChanged, onSchedule, onVersions }: RemoteCardProps) {
  // A refusal shows on the card acted on, where the owner is looking (not at the top of the page).
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, question?: string) => {
    if (question && !(await confirm({ message: question }))) return;
    setError(null);
    try {
      await action();
      onChanged();
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  const menus = remote.routes.flatMap(
    (route) => route.menus?.map((menu) => `${menu.label} (${menu.menu})`) ?? [],
  );
  const titleId = `remote-${remote.name}`;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId}>{remote.name}</h2>
        <span className={remote.enabled ? styles.tagLive : styles.tagOff}>
          {remote.enabled ? 'เปิดใช้งาน' : 'ปิดใช้งาน'}
        </span>
      </header>
      <dl className={styles.facts}>
        <dt>เวอร์ชัน</dt>
        <dd>
          {remote.version}
          {remote.canary && (
            <>
              {' '}
              · ทดลอง {remote.canary.version} กับผู้เข้าชม {remote.canary.percent}%
            </>
          )}
        </dd>
        <dt>ที่อยู่ (entry)</dt>
        <dd className={styles.entry}>{remote.entry}</dd>
        <dt>สถานะ</dt>
        <dd>
          {remote.health
            ? `${remote.health.ok ? 'ตอบสนองปกติ' : 'ไม่ตอบสนอง'} (ตรวจเมื่อ ${formatThaiDateTime(remote.health.checked_at)} น.)`
            : 'ยังไม่ได้ตรวจ'}
        </dd>
        <dt>ช่วงเวลาเปิด</dt>
        <dd>
          เปิด {when(remote.campaign_starts_at)} – ปิด {when(remote.campaign_ends_at)}
        </dd>
        <dt>เส้นทาง</dt>
        <dd>{remote.routes.map((route) => route.path).join(', ') || '–'}</dd>
        <dt>เมนู</dt>
        <dd>{menus.join(', ') || '–'}</dd>
        <dt>ช่องวิดเจ็ต</dt>
        <dd>{remote.widgets.map((widget) => widget.slot).join(', ') || '–'}</dd>
      </dl>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={`${buttons.row} ${styles.actions}`}>
        <button
          type="button"
          className={`${remote.enabled ? buttons.danger : buttons.primary} ${buttons.small}`}
          onClick={() => run(() => setEnabled(remote.name, !remote.enabled))}
        >
          {remote.enabled ? 'ปิดใช้งาน' : 'เปิดใช้งาน'}
        </button>
        <button type="button" className={`${buttons.secondary} ${buttons.small}`} onClick={onSchedule}>
          ตั้งเวลา
        </button>
        <button type="button" className={`${buttons.secondary} ${buttons.small}`} onClick={onVersions}>
          เวอร์ชันและข้อผิดพลาด
        </button>
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => run(() => rollback(remote.name), `ย้อน ${remote.name} กลับไปเวอร์ชันก่อนหน้า?`)}
        >
          ย้อนเวอร์ชัน
        </button>
        {remote.canary && (
          <>
            <button
              type="button"
              className={`${buttons.primary} ${buttons.small}`}
              onClick={() =>
                run(() => promoteCanary(remote.name), `ใช้ ${remote.canary!.version} กับผู้เข้าชมทุกคน?`)
              }
            >
              ใช้เวอร์ชันทดลองกับทุกคน
            </button>
            <button
              type="button"
              className={`${buttons.danger} ${buttons.small}`}
              onClick={() =>
                run(() => rollbackCanary(remote.name), `ยกเลิกเวอร์ชันทดลอง ${remote.canary!.version}?`)
              }
            >
              ยกเลิกเวอร์ชันทดลอง
            </button>
          </>
        )}
        <button
          type="button"
          className={`${buttons.flat} ${buttons.small}`}
          onClick={() => run(() => checkHealth(remote.name))}
        >
          ตรวจสถานะ
        </button>
      </div>
    </article>
  );
}
