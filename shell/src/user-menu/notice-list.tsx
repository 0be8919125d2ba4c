import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { isSafeRedirect } from '@chokdee/shared-contract/rules/safe-redirect';
import type { Notice } from '@chokdee/shared-contract/schemas/notices';
import { markNoticesReadUpTo } from '@chokdee/shared-kernel/api/notices';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $notices } from '@chokdee/shared-kernel/stores/notices';
import styles from './notice-list.module.css';

export const NOTICES_TITLE = 'การแจ้งเตือน';
export const NO_NOTICES_TEXT = 'ยังไม่มีการแจ้งเตือน';

function NoticeText({ notice, fresh }: { notice: Notice; fresh: boolean }) {
  return (
    <>
      <span className={styles.title}>
        {fresh && <span className={styles.fresh}>ใหม่</span>}
        {notice.title}
      </span>
      {notice.body && <span className={styles.body}>{notice.body}</span>}
      <time className={styles.time} dateTime={notice.created_at}>
        {formatThaiDateTime(notice.created_at)}
      </time>
    </>
  );
}

/**
 * The member's notices in the user menu, newest first. Opening the menu marks what it shows read;
 * the ones that were unread keep their 'ใหม่' mark until the menu closes, so the member sees which.
 */
export function NoticeList({ onNavigate }: { onNavigate: () => void }) {
  const state = useStore($notices);
  // The ids unread when the list first showed: captured once per opening, while rendering.
  const [fresh, setFresh] = useState<ReadonlySet<number> | null>(null);
  if (state.status === 'ready' && fresh === null) {
    setFresh(new Set(state.notices.filter((notice) => !notice.read).map((notice) => notice.id)));
  }
  const newestUnread =
    state.status === 'ready' ? state.notices.find((notice) => !notice.read)?.id : undefined;

  useEffect(() => {
    // A failure leaves them unread: the badge stays and the next opening tries again.
    if (newestUnread !== undefined) void markNoticesReadUpTo(newestUnread).catch(() => undefined);
  }, [newestUnread]);

  return (
    <section className={styles.notices} aria-labelledby="user-menu-notices">
      <h2 id="user-menu-notices" className={styles.heading}>
        {NOTICES_TITLE}
      </h2>
      {state.status === 'error' && <p className={styles.status}>{state.message}</p>}
      {(state.status === 'loading' || state.status === 'idle') && (
        <p className={styles.status}>กำลังโหลดการแจ้งเตือน…</p>
      )}
      {state.status === 'ready' && state.notices.length === 0 && (
        <p className={styles.status}>{NO_NOTICES_TEXT}</p>
      )}
      {state.status === 'ready' && state.notices.length > 0 && (
        <ul className={styles.list}>
          {state.notices.map((notice) => {
            const isFresh = fresh?.has(notice.id) ?? !notice.read;
            return (
              <li key={notice.id}>
                {notice.link && isSafeRedirect(notice.link) ? (
                  <Link to={notice.link} className={styles.item} onClick={onNavigate}>
                    <NoticeText notice={notice} fresh={isFresh} />
                  </Link>
                ) : (
                  <div className={styles.item}>
                    <NoticeText notice={notice} fresh={isFresh} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
