import { fetchVotedPrayProjects } from '../../api/pray';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { ProjectCard } from '../../features/projects/components/project-card';
import styles from '../../features/projects/components/pray.module.css';

/** /members/pray/voted — the wishes the member joined in prayer. */
export function VotedPage() {
  const list = useRequest(requestKeys.pray.voted, (signal) => fetchVotedPrayProjects({ signal }));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>คำขอพรที่ฉันร่วมอธิษฐาน</h1>
      {list.status === 'loading' && <LoadingState label="กำลังโหลด…" />}
      {list.status === 'error' && (
        <RequestError title="โหลดรายการไม่สำเร็จ" detail={list.error.message} onRetry={list.retry} />
      )}
      {list.status === 'success' &&
        (list.data.length === 0 ? (
          <p className={styles.muted}>ยังไม่ได้ร่วมอธิษฐานกับคำขอพรใด</p>
        ) : (
          <ul className={styles.grid} aria-label="คำขอพรที่ร่วมอธิษฐาน">
            {list.data.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
