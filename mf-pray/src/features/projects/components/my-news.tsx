import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import { PRAY_UPDATE_STATUS_LABELS, type PrayOwnUpdate } from '@chokdee/shared-contract/schemas/pray-review';
import { formatThaiDate } from '@chokdee/shared-contract/format/date';
import { toApiError } from '@chokdee/shared-kernel/api/api-request-error';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fetchMyPrayUpdates, resubmitPrayUpdate } from '../../../api/pray';
import styles from './pray.module.css';

/** The plain text the owner typed: the API keeps paragraphs as HTML, the form edits text. */
const textOf = (html: string) =>
  new DOMParser()
    .parseFromString(html.replace(/<\/p>\s*<p>/g, '\n\n').replace(/<br\s*\/?>/g, '\n'), 'text/html')
    .body.textContent?.trim() ?? '';

/**
 * The owner's news on one project with where each stands: waiting for review, refused (with the
 * reason, and a form to fix it and send it again), published, or hidden by a reviewer and why.
 * `version` changes when news is posted, so the list reads again.
 */
export function MyNews({ projectId, version }: { projectId: number; version: number }) {
  const [news, setNews] = useState<PrayOwnUpdate[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchMyPrayUpdates(projectId, { signal: controller.signal }).then(
      (list) => {
        setNews(list);
        setError(null);
      },
      (e: unknown) => {
        if (!controller.signal.aborted) setError(toApiError(e).message);
      },
    );
    return () => controller.abort();
  }, [projectId, version, tick]);

  if (error)
    return (
      <p className={styles.alert} role="alert">
        โหลดข่าวไม่สำเร็จ: {error}
      </p>
    );
  if (!news || news.length === 0) return null;
  return (
    <section aria-label="ข่าวของฉัน">
      <h3 className={styles.cardTitle}>ข่าวของฉัน</h3>
      <ul className={styles.list}>
        {news.map((item) => (
          <li key={item.id} className={styles.panel} aria-label={item.title}>
            <div className={styles.actions}>
              <strong>{item.title}</strong>
              <span className={styles.badge}>
                {item.hidden ? 'ถูกซ่อน' : PRAY_UPDATE_STATUS_LABELS[item.status]}
              </span>
            </div>
            <span className={styles.muted}>โพสต์เมื่อ {formatThaiDate(item.created_at)}</span>
            {item.status === 'pending_review' && (
              <p className={styles.muted}>ทีมงานกำลังตรวจสอบ จะแสดงบนหน้าคำขอพรเมื่ออนุมัติแล้ว</p>
            )}
            {item.hidden && (
              <p className={styles.notice}>ข่าวนี้ถูกซ่อนจากหน้าคำขอพร เพราะ: {item.hidden_reason}</p>
            )}
            {item.status === 'rejected' && (
              <>
                <p className={styles.notice}>ไม่อนุมัติเพราะ: {item.reject_reason}</p>
                <FixNews projectId={projectId} item={item} onSent={() => setTick((n) => n + 1)} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function FixNews({
  projectId,
  item,
  onSent,
}: {
  projectId: number;
  item: PrayOwnUpdate;
  onSent: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(item.title);
  const [body, setBody] = useState(() => textOf(item.body));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !body.trim()) {
      setError(!title.trim() ? PRAY_MESSAGES.updateTitleRequired : PRAY_MESSAGES.updateBodyRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await resubmitPrayUpdate(projectId, item.id, { title: title.trim(), body: body.trim() });
      onSent();
    } catch (e) {
      // What was typed stays: the owner fixes and sends again.
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.row}
      style={{ gridTemplateColumns: '1fr' }}
      onSubmit={submit}
      noValidate
      aria-label="แก้ไขข่าว"
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>หัวข้อข่าว</label>
        <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-body`}>รายละเอียด</label>
        <textarea id={`${id}-body`} value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} />
      </div>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          แก้ไขแล้วส่งตรวจอีกครั้ง
        </button>
      </div>
    </form>
  );
}
