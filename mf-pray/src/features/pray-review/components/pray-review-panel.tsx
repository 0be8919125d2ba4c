import {
  PRAY_REVIEW_STATUSES,
  type PrayReviewProject,
  type PrayReviewStatus,
} from '@chokdee/shared-contract/schemas/pray-review';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $staffSession, $staffSessionExpired } from '@chokdee/shared-kernel/stores/staff-session';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReviewList } from '../hooks/use-review-list';
import { ApproveConfirm } from './approve-confirm';
import { RejectDialog } from './reject-dialog';
import { ReviewCard } from './review-card';
import { StaffLoginPrompt } from '@chokdee/shared-kernel/ui/staff-login-prompt';
import styles from './pray-review.module.css';

const TAB_LABELS: Record<PrayReviewStatus, string> = {
  pending_review: 'รอตรวจ',
  published: 'อนุมัติแล้ว',
  rejected: 'ไม่อนุมัติ',
};

const EMPTY: Record<PrayReviewStatus, string> = {
  pending_review: 'ไม่มีโครงการที่รอตรวจ',
  published: 'ยังไม่มีโครงการที่อนุมัติ',
  rejected: 'ยังไม่มีโครงการที่ไม่อนุมัติ',
};

const isReviewStatus = (value: string | null): value is PrayReviewStatus =>
  (PRAY_REVIEW_STATUSES as readonly string[]).includes(value ?? '');

type Decision = { kind: 'approve' | 'reject'; project: PrayReviewProject } | null;

/** Staff review the members' prayer projects: the queue, approve, reject with a reason; and what was decided. */
export function PrayReviewPanel() {
  const session = useStore($staffSession);
  const expired = useStore($staffSessionExpired);
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: PrayReviewStatus = isReviewStatus(raw) ? raw : 'pending_review';
  const { state, retry, remove } = useReviewList(session?.token ?? null, status);
  const [decision, setDecision] = useState<Decision>(null);

  // No staff session: no call at all (it could only answer 401).
  if (!session) return <StaffLoginPrompt task="ตรวจคำขอพร" expired={expired} />;

  const decided = (id: number) => {
    setDecision(null);
    remove(id);
  };

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
        (state.projects.length === 0 ? (
          <p className={styles.empty}>{EMPTY[status]}</p>
        ) : (
          <ul className={styles.list} aria-label={`คำขอพร${TAB_LABELS[status]}`}>
            {state.projects.map((project) => (
              <li key={project.id}>
                <ReviewCard
                  project={project}
                  onApprove={
                    status === 'pending_review' ? () => setDecision({ kind: 'approve', project }) : undefined
                  }
                  onReject={
                    status === 'pending_review' ? () => setDecision({ kind: 'reject', project }) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        ))}
      {decision?.kind === 'approve' && (
        <ApproveConfirm
          project={decision.project}
          onDone={() => decided(decision.project.id)}
          onClose={() => setDecision(null)}
        />
      )}
      {decision?.kind === 'reject' && (
        <RejectDialog
          project={decision.project}
          onDone={() => decided(decision.project.id)}
          onClose={() => setDecision(null)}
        />
      )}
    </>
  );
}
