import { useState } from 'react';
import { Link } from 'react-router';
import { closePrayProject, fetchMyPrayProjects } from '../../api/pray';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import type { PrayProject } from '@chokdee/shared-contract/schemas/pray';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { ProjectCard } from '../../features/projects/components/project-card';
import { MyNews } from '../../features/projects/components/my-news';
import { UpdateForm } from '../../features/projects/components/update-form';
import { resumeStep } from '../../features/projects/rules/wizard-steps';
import styles from '../../features/projects/components/pray.module.css';

/** /members/pray — the member's own wishes in every status: continue a draft, post news, close. */
export function MyProjectsPage() {
  const list = useRequest(requestKeys.pray.mine, (signal) => fetchMyPrayProjects({ signal }));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>คำขอพรของฉัน</h1>
      <div className={styles.actions}>
        <Link to={paths.create.getHref()} className={buttons.primary}>
          เริ่มคำขอพรใหม่
        </Link>
      </div>
      {list.status === 'loading' && <LoadingState label="กำลังโหลด…" />}
      {list.status === 'error' && (
        <RequestError title="โหลดรายการไม่สำเร็จ" detail={list.error.message} onRetry={list.retry} />
      )}
      {list.status === 'success' &&
        (list.data.length === 0 ? (
          <p className={styles.muted}>ยังไม่มีคำขอพร เริ่มคำขอพรแรกของคุณได้เลย</p>
        ) : (
          <ul className={styles.list} aria-label="คำขอพรของฉัน">
            {list.data.map((project) => (
              <li key={project.id} className={styles.layout}>
                <ProjectCard project={project} showStatus href={hrefOf(project)} />
                <MyProjectActions project={project} onChanged={list.retry} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

const hrefOf = (project: PrayProject) =>
  project.status === 'draft' || project.status === 'rejected'
    ? paths.edit.getHref(project.id, resumeStep(project))
    : paths.project.getHref(project.slug);

function MyProjectActions({ project, onChanged }: { project: PrayProject; onChanged: () => void }) {
  const [posted, setPosted] = useState(0);
  if (project.status === 'draft' || project.status === 'rejected')
    return (
      <div className={styles.panel}>
        {project.reject_reason && <p className={styles.notice}>ไม่อนุมัติเพราะ: {project.reject_reason}</p>}
        <Link to={hrefOf(project)} className={buttons.secondary}>
          ทำต่อ
        </Link>
      </div>
    );
  if (project.status === 'pending_review')
    return (
      <div className={styles.panel}>
        <p className={styles.muted}>ทีมงานกำลังตรวจสอบ จะเผยแพร่เมื่ออนุมัติแล้ว</p>
      </div>
    );
  if (project.status === 'closed')
    return (
      <div className={styles.panel}>
        <p className={styles.muted}>ปิดรับการร่วมอธิษฐานแล้ว</p>
      </div>
    );
  return (
    <div className={styles.panel}>
      {/* News changes nothing in this list: reloading it would drop the form's 'posted' message. */}
      <UpdateForm projectId={project.id} onPosted={() => setPosted((n) => n + 1)} />
      <MyNews projectId={project.id} version={posted} />
      <button
        type="button"
        className={`${buttons.flat} ${buttons.small}`}
        onClick={async () => {
          await closePrayProject(project.id);
          onChanged();
        }}
      >
        ปิดรับการร่วมอธิษฐาน
      </button>
    </div>
  );
}
