import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { fetchMyPrayProject, savePrayDraft, submitPrayProject } from '../../api/pray';
import { toApiError } from '@chokdee/shared-kernel/api/api-request-error';
import { formatThaiDate } from '@chokdee/shared-contract/format/date';
import { idFromText } from '@chokdee/shared-contract/schemas/primitives';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import {
  PRAY_CATEGORY_LABELS,
  PRAY_STATUS_LABELS,
  type PrayProject,
} from '@chokdee/shared-contract/schemas/pray';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths, type WizardStep } from '../../config/paths';
import { StoryHtml } from '../../features/projects/components/story-html';
import {
  isWizardStep,
  missingSteps,
  nextStep,
  previousStep,
  resumeStep,
  WIZARD_STEPS,
} from '../../features/projects/rules/wizard-steps';
import { BasicsForm } from '../../features/projects/wizard/basics-form';
import { PicturesStep } from '../../features/projects/wizard/pictures-step';
import { StoryForm } from '../../features/projects/wizard/story-form';
import { WizardSteps } from '../../features/projects/wizard/wizard-steps-nav';
import { PrayPicture } from '../../features/projects/components/pray-picture';
import styles from '../../features/projects/components/pray.module.css';
import { isOwnerOnly } from '../../features/projects/hooks/use-picture-src';

/** /members/pray/edit/{projectId}/{step?} — a draft, resumed at any step; each save keeps it. */
export function EditProjectPage() {
  const { projectId, step } = useParams();
  const id = projectId === undefined ? null : idFromText(projectId);
  // Only a whole-number id reaches the API: 'new' starts a draft, anything else is no project.
  if (id === null) {
    if (projectId === 'new') return <Navigate to={paths.create.getHref()} replace />;
    return (
      <section className={styles.page}>
        <p className={styles.notice}>ไม่พบคำขอพรนี้</p>
        <Link to={paths.mine.getHref()}>กลับไปที่คำขอพรของฉัน</Link>
      </section>
    );
  }
  return <ProjectEditor id={id} step={step} />;
}

function ProjectEditor({ id, step }: { id: number; step: string | undefined }) {
  const navigate = useNavigate();
  const project = useRequest(requestKeys.pray.myProject(String(id)), (signal) =>
    fetchMyPrayProject(id, { signal }),
  );

  if (project.status === 'loading') return <LoadingState label="กำลังโหลดคำขอพร…" />;
  if (project.status === 'error')
    return (
      <section className={styles.page}>
        <RequestError title="โหลดคำขอพรไม่สำเร็จ" detail={project.error.message} onRetry={project.retry} />
      </section>
    );
  const p = project.data;
  const current: WizardStep = isWizardStep(step) ? step : resumeStep(p);
  const editable = p.status === 'draft' || p.status === 'rejected';
  const go = (to: WizardStep | null) => to && navigate(paths.edit.getHref(p.id, to));
  const save = async (body: Parameters<typeof savePrayDraft>[1]) => {
    project.replace(await savePrayDraft(p.id, body));
    go(nextStep(current));
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{p.title || 'คำขอพรใหม่'}</h1>
      <p className={styles.muted}>
        สถานะ: {PRAY_STATUS_LABELS[p.status]} · บันทึกเป็นฉบับร่างทุกขั้นตอน กลับมาทำต่อได้เสมอ
      </p>
      {p.reject_reason && <p className={styles.notice}>ไม่อนุมัติเพราะ: {p.reject_reason}</p>}
      {!editable ? (
        <>
          <p className={styles.notice}>คำขอพรนี้แก้ไขไม่ได้ในสถานะปัจจุบัน</p>
          <Link to={paths.mine.getHref()}>กลับไปที่คำขอพรของฉัน</Link>
        </>
      ) : (
        <>
          <WizardSteps current={current} />
          {current === 'basics' && <BasicsForm project={p} onSave={save} />}
          {current === 'story' && <StoryForm project={p} onSave={(story) => save({ story })} />}
          {current === 'pictures' && (
            <PicturesStep project={p} onChanged={project.retry} onNext={() => go('review')} />
          )}
          {current === 'review' && (
            <ReviewStep project={p} onSubmitted={() => navigate(paths.mine.getHref())} />
          )}
          {previousStep(current) && (
            <div className={styles.actions}>
              <Link to={paths.edit.getHref(p.id, previousStep(current)!)} className={buttons.flat}>
                ← ย้อนกลับ
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function ReviewStep({ project, onSubmitted }: { project: PrayProject; onSubmitted: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = missingSteps(project);

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      await submitPrayProject(project.id);
      onSubmitted();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.panel}>
      {project.cover && (
        <PrayPicture
          className={styles.cover}
          path={project.cover.url}
          ownerOnly={isOwnerOnly(project.status)}
          alt="ภาพปก"
          width={project.cover.width}
          height={project.cover.height}
        />
      )}
      <dl className={styles.list}>
        <div>
          <dt className={styles.muted}>หมวดหมู่</dt>
          <dd>{project.category ? PRAY_CATEGORY_LABELS[project.category] : '-'}</dd>
        </div>
        <div>
          <dt className={styles.muted}>เป้าหมาย</dt>
          <dd>{project.target_supporters ? `${formatInteger(project.target_supporters)} คน` : '-'}</dd>
        </div>
        <div>
          <dt className={styles.muted}>ระยะเวลา</dt>
          <dd>
            {project.starts_on ? formatThaiDate(project.starts_on) : '-'} ถึง{' '}
            {project.ends_on ? formatThaiDate(project.ends_on) : '-'}
          </dd>
        </div>
      </dl>
      <StoryHtml html={project.story} />
      {missing.length > 0 && (
        <p className={styles.notice}>
          ยังขาด: {missing.map((s) => WIZARD_STEPS.find((w) => w.id === s)!.label).join(', ')}
        </p>
      )}
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          onClick={submit}
          disabled={busy || missing.length > 0}
        >
          ส่งให้ทีมงานตรวจสอบ
        </button>
      </div>
    </div>
  );
}
