import {
  PRAY_REVIEW_STATUSES,
  type PrayReviewProject,
  type PrayReviewStatus,
  type PrayReviewUpdate,
} from '@chokdee/shared-contract/schemas/pray-review';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $staffSession, $staffSessionExpired } from '@chokdee/shared-kernel/stores/staff-session';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { PrayRejectBodySchema } from '@chokdee/shared-contract/schemas/pray';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { rejectProject } from '../api/review-projects';
import { useReviewList } from '../hooks/use-review-list';
import { ApproveConfirm } from './approve-confirm';
import { AuthorHistoryDialog } from './author-history-dialog';
import { NewsDecision, type NewsAction } from './news-decisions';
import { ReviewNewsCard } from './review-news-card';
import { ReasonDialog } from './reason-dialog';
import { ReviewCard } from './review-card';
import { StaffLoginPrompt } from '@chokdee/shared-kernel/ui/staff-login-prompt';
import styles from './pray-review.module.css';

const TAB_LABELS: Record<PrayReviewStatus, string> = {
  pending_review: 'รอตรวจ',
  published: 'อนุมัติแล้ว',
  rejected: 'ไม่อนุมัติ',
};

const EMPTY: Record<PrayReviewStatus, string> = {
  pending_review: 'ไม่มีคำขอพรหรือข่าวที่รอตรวจ',
  published: 'ยังไม่มีคำขอพรหรือข่าวที่อนุมัติ',
  rejected: 'ยังไม่มีคำขอพรหรือข่าวที่ไม่อนุมัติ',
};

const isReviewStatus = (value: string | null): value is PrayReviewStatus =>
  (PRAY_REVIEW_STATUSES as readonly string[]).includes(value ?? '');

type Decision =
  | { kind: 'approve' | 'reject'; project: PrayReviewProject }
  | { kind: 'news'; action: NewsAction; update: PrayReviewUpdate }
  | null;

/**
 * Reviewers decide the members' prayer projects and their news: the queue (oldest first), approve,
 * refuse with a reason; hide published news and show it again; each author's history one click away.
 */
export function PrayReviewPanel() {
  const session = useStore($staffSession);
  const expired = useStore($staffSessionExpired);
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: PrayReviewStatus = isReviewStatus(raw) ? raw : 'pending_review';
  const { state, retry, remove, replaceUpdate } = useReviewList(session?.token ?? null, status);
  const [decision, setDecision] = useState<Decision>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  // No staff session: no call at all (it could only answer 401).
  if (!session) return <StaffLoginPrompt task="ตรวจคำขอพร" expired={expired} />;

  const decided = (key: string) => {
    setDecision(null);
    remove(key);
  };
  const waiting = status === 'pending_review';
  const news = (action: NewsAction, update: PrayReviewUpdate) => () =>
    setDecision({ kind: 'news', action, update });

  return (
    <>
      <p className={styles.muted}>
        เข้าสู่ระบบเป็น {session.name} ({session.username})
      </p>
      <nav className={styles.tabs} aria-label="สถานะคำขอพร">
        {PRAY_REVIEW_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            className={value === status ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
            aria-pressed={value === status}
            onClick={() => setParams(value === 'pending_review' ? {} : { status: value })}
          >
            {TAB_LABELS[value]}
          </button>
        ))}
      </nav>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดคำขอพร" />}
      {state.status === 'error' && (
        <RequestError title="โหลดรายการไม่สำเร็จ" detail={state.error.message} onRetry={retry} />
      )}
      {state.status === 'success' &&
        (state.items.length === 0 ? (
          <p className={styles.empty}>{EMPTY[status]}</p>
        ) : (
          <ul className={styles.list} aria-label={`คำขอพร${TAB_LABELS[status]}`}>
            {state.items.map((item) => (
              <li key={item.key}>
                {item.kind === 'project' ? (
                  <ReviewCard
                    project={item.project}
                    onHistory={() => setHistoryOf(item.project.owner_id)}
                    onApprove={
                      waiting ? () => setDecision({ kind: 'approve', project: item.project }) : undefined
                    }
                    onReject={
                      waiting ? () => setDecision({ kind: 'reject', project: item.project }) : undefined
                    }
                  />
                ) : (
                  <ReviewNewsCard
                    update={item.update}
                    onHistory={() => setHistoryOf(item.update.owner_id)}
                    onApprove={waiting ? news('approve', item.update) : undefined}
                    onReject={waiting ? news('reject', item.update) : undefined}
                    onHide={
                      item.update.status === 'published' && !item.update.hidden
                        ? news('hide', item.update)
                        : undefined
                    }
                    onUnhide={item.update.hidden ? news('unhide', item.update) : undefined}
                  />
                )}
              </li>
            ))}
          </ul>
        ))}
      {decision?.kind === 'approve' && (
        <ApproveConfirm
          project={decision.project}
          onDone={() => decided(`project-${decision.project.id}`)}
          onClose={() => setDecision(null)}
        />
      )}
      {decision?.kind === 'reject' && (
        <ReasonDialog
          title="ไม่อนุมัติคำขอพร"
          explain={`“${decision.project.title}” จะกลับไปให้เจ้าของแก้ไข เจ้าของจะเห็นเหตุผลนี้ในหน้าคำขอพรของฉัน`}
          label="เหตุผลที่ไม่อนุมัติ"
          okText="ไม่อนุมัติ"
          schema={PrayRejectBodySchema}
          send={(reason) => rejectProject(decision.project.id, reason)}
          doneText={`ไม่อนุมัติ “${decision.project.title}” แล้ว`}
          onDone={() => decided(`project-${decision.project.id}`)}
          onClose={() => setDecision(null)}
        />
      )}
      {decision?.kind === 'news' && (
        <NewsDecision
          action={decision.action}
          update={decision.update}
          onDone={(answered) => {
            // Hidden or shown again, news stays in its list with its new state; decided, it leaves.
            if (answered) {
              setDecision(null);
              replaceUpdate(answered);
            } else decided(`update-${decision.update.id}`);
          }}
          onClose={() => setDecision(null)}
        />
      )}
      {historyOf !== null && <AuthorHistoryDialog ownerId={historyOf} onClose={() => setHistoryOf(null)} />}
    </>
  );
}
