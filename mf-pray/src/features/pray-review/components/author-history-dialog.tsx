import { formatThaiDate } from '@chokdee/shared-contract/format/date';
import { PRAY_STATUS_LABELS } from '@chokdee/shared-contract/schemas/pray';
import {
  PRAY_DECISION_LABELS,
  PRAY_UPDATE_STATUS_LABELS,
  type PrayAuthorHistory,
} from '@chokdee/shared-contract/schemas/pray-review';
import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useEffect, useState } from 'react';
import { fetchAuthorHistory } from '../api/review-updates';
import styles from './pray-review.module.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'success'; history: PrayAuthorHistory };

/** An author's earlier projects, news and the decisions on them, read before deciding on their new one. */
export function AuthorHistoryDialog({ ownerId, onClose }: { ownerId: number; onClose: () => void }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchAuthorHistory(ownerId, controller.signal).then(
      (history) => setState({ status: 'success', history }),
      (e: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: toApiError(e) });
      },
    );
    return () => controller.abort();
  }, [ownerId, tick]);

  const name = state.status === 'success' ? state.history.owner_name : '';
  return (
    <ModalDialog title={name ? `ประวัติของ ${name}` : 'ประวัติผู้เขียน'} onClose={onClose} width={640}>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดประวัติ" />}
      {state.status === 'error' && (
        <RequestError
          title="โหลดประวัติไม่สำเร็จ"
          detail={state.error.message}
          onRetry={() => {
            setState({ status: 'loading' });
            setTick((n) => n + 1);
          }}
        />
      )}
      {state.status === 'success' && <HistoryBody history={state.history} />}
    </ModalDialog>
  );
}

function HistoryBody({ history }: { history: PrayAuthorHistory }) {
  return (
    <div className={styles.history}>
      <section aria-label="การตัดสินที่ผ่านมา">
        <h3>การตัดสินที่ผ่านมา</h3>
        {history.decisions.length === 0 ? (
          <p className={styles.muted}>ยังไม่เคยมีการตัดสิน</p>
        ) : (
          <ul className={styles.historyList}>
            {history.decisions.map((d) => (
              <li key={d.id}>
                <div className={styles.historyHead}>
                  <strong>
                    {d.kind === 'update' ? 'ข่าว' : 'คำขอพร'} “{d.title || 'ไม่มีชื่อ'}”
                  </strong>
                  <span
                    className={
                      d.decision === 'approved' || d.decision === 'unhidden' ? styles.badge : styles.badgeWarn
                    }
                  >
                    {PRAY_DECISION_LABELS[d.decision]}
                  </span>
                </div>
                {d.reason && <span>เหตุผล: {d.reason}</span>}
                <span className={styles.muted}>{formatThaiDate(d.decided_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="คำขอพรทั้งหมดของผู้เขียน">
        <h3>คำขอพร ({history.projects.length})</h3>
        <ul className={styles.historyList}>
          {history.projects.map((p) => (
            <li key={p.id}>
              <div className={styles.historyHead}>
                <strong>{p.title}</strong>
                <span className={styles.badge}>{PRAY_STATUS_LABELS[p.status]}</span>
              </div>
              {p.status === 'rejected' && p.reject_reason && <span>เหตุผลที่ไม่อนุมัติ: {p.reject_reason}</span>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="ข่าวทั้งหมดของผู้เขียน">
        <h3>ข่าวความคืบหน้า ({history.updates.length})</h3>
        {history.updates.length === 0 ? (
          <p className={styles.muted}>ยังไม่มีข่าว</p>
        ) : (
          <ul className={styles.historyList}>
            {history.updates.map((u) => (
              <li key={u.id}>
                <div className={styles.historyHead}>
                  <strong>{u.title}</strong>
                  <span className={u.hidden ? styles.badgeWarn : styles.badge}>
                    {u.hidden ? 'ซ่อนอยู่' : PRAY_UPDATE_STATUS_LABELS[u.status]}
                  </span>
                </div>
                <span className={styles.muted}>ของคำขอพร “{u.project_title}”</span>
                {u.status === 'rejected' && u.reject_reason && <span>เหตุผลที่ไม่อนุมัติ: {u.reject_reason}</span>}
                {u.hidden && u.hidden_reason && <span>เหตุผลที่ซ่อน: {u.hidden_reason}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
