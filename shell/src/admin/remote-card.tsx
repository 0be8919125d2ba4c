import { useState } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import type { AdminRemote } from '@chokdee/shared-contract/schemas/catalog-admin';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { confirm, type ConfirmRequest } from '../ui/confirm-store';
import { checkHealth, promoteCanary, rollback, rollbackCanary, setEnabled } from './admin-api';
import { asHtmlText, MENU_LABELS } from './console-labels';
import styles from './admin-console.module.css';

export interface RemoteCardProps {
  remote: AdminRemote;
  onChanged: () => void;
  onSchedule: () => void;
  onVersions: () => void;
}

const when = (iso: string | null) => (iso ? `${formatThaiDateTime(iso)} น.` : 'ไม่กำหนด');

/**
 * One remote under its Thai name: what it serves, its health, schedule and release, and the
 * actions on it. What only engineers need (its technical name, entry URL, widget slots) is folded
 * away; every action that takes something away from visitors asks first.
 */
export function RemoteCard({ remote, onChanged, onSchedule, onVersions }: RemoteCardProps) {
  // A refusal shows on the card acted on, where the owner is looking (not at the top of the page).
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, question?: ConfirmRequest) => {
    if (question && !(await confirm(question))) return;
    setError(null);
    try {
      await action();
      onChanged();
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  const shown = asHtmlText(remote.display_name);
  // Its pages as visitors see them (their Thai titles); the path patterns are for engineers.
  const pages = [...new Set(remote.routes.map((route) => route.title ?? route.path))];
  const menus = remote.routes.flatMap(
    (route) => route.menus?.map((menu) => `${menu.label} (${MENU_LABELS[menu.menu]})`) ?? [],
  );
  const titleId = `remote-${remote.name}`;
  const { canary, previous_version: previous } = remote;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId}>{remote.display_name}</h2>
        <span className={remote.enabled ? styles.tagLive : styles.tagOff}>
          {remote.enabled ? 'เปิดใช้งาน' : 'ปิดใช้งาน'}
        </span>
      </header>
      <dl className={styles.facts}>
        <dt>เวอร์ชัน</dt>
        <dd>
          {remote.version}
          {canary && (
            <>
              {' '}
              · ทดลอง {canary.version} กับผู้เข้าชม {canary.percent}%
            </>
          )}
        </dd>
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
        <dt>หน้า</dt>
        <dd>{pages.join(', ') || '–'}</dd>
        <dt>เมนู</dt>
        <dd>{menus.join(', ') || '–'}</dd>
      </dl>
      <details className={styles.technical}>
        <summary>รายละเอียดทางเทคนิค</summary>
        <dl className={styles.facts}>
          <dt>ชื่อในระบบ</dt>
          <dd className={styles.entry}>{remote.name}</dd>
          <dt>ที่อยู่ไฟล์ (entry)</dt>
          <dd className={styles.entry}>{remote.entry}</dd>
          <dt>เส้นทาง</dt>
          <dd className={styles.entry}>{remote.routes.map((route) => route.path).join(', ') || '–'}</dd>
          <dt>ช่องวิดเจ็ต</dt>
          <dd className={styles.entry}>{remote.widgets.map((widget) => widget.slot).join(', ') || '–'}</dd>
        </dl>
      </details>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={`${buttons.row} ${styles.actions}`}>
        <button
          type="button"
          className={`${remote.enabled ? buttons.danger : buttons.primary} ${buttons.small}`}
          onClick={() =>
            remote.enabled
              ? run(() => setEnabled(remote.name, false), {
                  title: 'ปิดใช้งาน',
                  message: `ปิดใช้งาน “${shown}”?`,
                  remark: 'ผู้เข้าชมจะเข้าหน้าของส่วนนี้ไม่ได้ และเมนูของส่วนนี้จะหายไปจนกว่าจะเปิดใช้งานอีกครั้ง',
                  okText: 'ปิดใช้งาน',
                  variant: 'danger',
                })
              : run(() => setEnabled(remote.name, true))
          }
        >
          {remote.enabled ? 'ปิดใช้งาน' : 'เปิดใช้งาน'}
        </button>
        <button type="button" className={`${buttons.secondary} ${buttons.small}`} onClick={onSchedule}>
          ตั้งเวลา
        </button>
        <button type="button" className={`${buttons.secondary} ${buttons.small}`} onClick={onVersions}>
          เวอร์ชันและข้อผิดพลาด
        </button>
        {previous && (
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() =>
              run(() => rollback(remote.name), {
                title: 'ย้อนเวอร์ชัน',
                message: `ย้อน “${shown}” จากเวอร์ชัน ${asHtmlText(remote.version)} กลับไปเวอร์ชัน ${asHtmlText(previous.version)}?`,
                remark: canary ? 'เวอร์ชันทดลองที่ใช้อยู่จะถูกยกเลิกด้วย' : undefined,
                okText: 'ย้อนเวอร์ชัน',
                variant: 'danger',
              })
            }
          >
            ย้อนเวอร์ชัน
          </button>
        )}
        {canary && (
          <>
            <button
              type="button"
              className={`${buttons.primary} ${buttons.small}`}
              onClick={() =>
                run(() => promoteCanary(remote.name), {
                  message: `ใช้ ${asHtmlText(canary.version)} กับผู้เข้าชมทุกคน?`,
                })
              }
            >
              ใช้เวอร์ชันทดลองกับทุกคน
            </button>
            <button
              type="button"
              className={`${buttons.danger} ${buttons.small}`}
              onClick={() =>
                run(() => rollbackCanary(remote.name), {
                  title: 'ยกเลิกเวอร์ชันทดลอง',
                  message: `ยกเลิกเวอร์ชันทดลอง ${asHtmlText(canary.version)}?`,
                  remark: `ผู้เข้าชมทุกคนจะกลับไปใช้เวอร์ชัน ${remote.version}`,
                  okText: 'ยกเลิกเวอร์ชันทดลอง',
                  variant: 'danger',
                })
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
