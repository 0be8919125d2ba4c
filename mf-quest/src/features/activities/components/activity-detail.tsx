import { fetchQuest } from '../../../api/quests';
import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { QUEST_ACTIVITY_STATUS_LABELS } from '@chokdee/shared-contract/schemas/quest';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { StatusBadge } from '../../../components/status-badge';
import styles from '../../../components/pages.module.css';
import { paths } from '../../../config/paths';
import { ACTIVITY_TONE } from '../../../lib/activity-tone';
import { firstReward, progressPercent, remaining, targetOf, valueOf } from '../../../lib/quest-rules';
import { openQuestModal } from '../../../stores/quest-modal';

/** One quest: what it asks, how far the member is, its reward and (once claimed) the parcel. */
export function ActivityDetail({ id }: { id: number | null }) {
  const state = useRequest(requestKeys.quests.one(id ?? 0), (signal) =>
    id === null ? Promise.reject(new Error('ไม่พบกิจกรรมที่ระบุ')) : fetchQuest(id, { signal }),
  );
  return (
    <section className={styles.page} aria-labelledby="activity-heading">
      <AppLink href={paths.activities.getHref()} className={`${buttons.flat} ${buttons.small}`}>
        ‹ กิจกรรมทั้งหมด
      </AppLink>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดกิจกรรม" />}
      {state.status === 'error' && (
        <RequestError title="ไม่พบกิจกรรมที่ระบุ" detail={state.error.message} onRetry={state.retry} />
      )}
      {state.status === 'success' && (
        <>
          <h1 id="activity-heading" className={styles.heading}>
            {state.data.name}
          </h1>
          <div className={styles.section}>
            <StatusBadge
              label={QUEST_ACTIVITY_STATUS_LABELS[state.data.activity_status]}
              tone={ACTIVITY_TONE[state.data.activity_status]}
            />
            {state.data.image.url && <img className={styles.cardImage} src={state.data.image.url} alt="" />}
            <p>{state.data.description}</p>
            <span className={styles.bar} aria-hidden="true">
              <span
                className={styles.barFill}
                style={{ width: `${Math.min(progressPercent(state.data), 100)}%` }}
              />
            </span>
            <p className={styles.muted}>
              ซื้อแล้ว {valueOf(state.data)} / {targetOf(state.data)} ใบ
              {state.data.activity_status === 'in_progress' && ` · เหลืออีก ${remaining(state.data)} ใบ`}
            </p>
            <p className={styles.muted}>หมดเขตวันที่ {formatThaiDateLong(state.data.ended_at)}</p>
          </div>
          {firstReward(state.data) && (
            <div className={styles.section}>
              <h2 className={styles.cardTitle}>ของรางวัล: {firstReward(state.data)!.name}</h2>
              <p className={styles.muted}>{firstReward(state.data)!.description}</p>
              {state.data.activity_status === 'waiting' && (
                <button
                  type="button"
                  className={buttons.primary}
                  onClick={() => openQuestModal('reward', state.data.id)}
                >
                  ลงทะเบียนรับของรางวัล
                </button>
              )}
              {state.data.shipment_id !== null && (
                <AppLink href={paths.shipments.getHref(state.data.shipment_id)} className={buttons.secondary}>
                  ติดตามการจัดส่ง
                </AppLink>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
