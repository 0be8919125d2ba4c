import { fetchQuests } from '../../../api/quests';
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
import { progressPercent, targetOf, valueOf } from '../../../lib/quest-rules';

/** Every quest the member can see, newest first, each with its status and progress. */
export function ActivityList() {
  const state = useRequest(requestKeys.quests.list, (signal) => fetchQuests({ signal }));
  return (
    <section className={styles.page} aria-labelledby="activities-heading">
      <h1 id="activities-heading" className={styles.heading}>
        กิจกรรมของฉัน
      </h1>
      <div className={styles.tabs}>
        <AppLink href={paths.shipments.getHref()} className={`${buttons.secondary} ${buttons.small}`}>
          การจัดส่งของรางวัล
        </AppLink>
      </div>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดกิจกรรม" />}
      {state.status === 'error' && (
        <RequestError title="ไม่สามารถดึงข้อมูลกิจกรรมได้" detail={state.error.message} onRetry={state.retry} />
      )}
      {state.status === 'success' &&
        (state.data.length === 0 ? (
          <p className={styles.empty}>ยังไม่มีกิจกรรมในขณะนี้</p>
        ) : (
          <ul className={styles.list}>
            {state.data.map((quest) => (
              <li key={quest.id}>
                <AppLink href={paths.activity.getHref(quest.id)} className={styles.card}>
                  {quest.image.url && <img className={styles.cardImage} src={quest.image.url} alt="" />}
                  <StatusBadge
                    label={QUEST_ACTIVITY_STATUS_LABELS[quest.activity_status]}
                    tone={ACTIVITY_TONE[quest.activity_status]}
                  />
                  <h2 className={styles.cardTitle}>{quest.name}</h2>
                  <span className={styles.bar} aria-hidden="true">
                    <span
                      className={styles.barFill}
                      style={{ width: `${Math.min(progressPercent(quest), 100)}%` }}
                    />
                  </span>
                  <p className={styles.muted}>
                    {valueOf(quest)} / {targetOf(quest)} ใบ · หมดเขตวันที่ {formatThaiDateLong(quest.ended_at)}
                  </p>
                </AppLink>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
