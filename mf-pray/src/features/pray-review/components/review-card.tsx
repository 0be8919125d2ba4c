import { formatThaiDate, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { PRAY_CATEGORY_LABELS } from '@chokdee/shared-contract/schemas/pray';
import type { PrayReviewProject } from '@chokdee/shared-contract/schemas/pray-review';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { useId } from 'react';
import { paths } from '../../../config/paths';
import { ReviewPicture } from './review-picture';
import styles from './pray-review.module.css';

export type ReviewCardProps = {
  project: PrayReviewProject;
  /** Opens the author's earlier projects, news and decisions. */
  onHistory?: () => void;
  /** Only a project awaiting review can be decided. */
  onApprove?: () => void;
  onReject?: () => void;
};

/** One project as staff review it: who asked, what, when, its pictures, and the decision buttons. */
export function ReviewCard({ project, onHistory, onApprove, onReject }: ReviewCardProps) {
  const titleId = useId();
  const category = project.category ? PRAY_CATEGORY_LABELS[project.category] : 'ไม่ระบุหมวดหมู่';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {project.title || 'ไม่มีชื่อ'}
        </h2>
        <span className={styles.badge}>{category}</span>
      </div>
      <p className={styles.muted}>
        โดย {project.owner_name} · สร้างเมื่อ {formatThaiDate(project.created_at)}
        {project.status === 'pending_review' && <> · ส่งตรวจเมื่อ {formatThaiDateTime(project.submitted_at)}</>}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>เป้าหมาย</dt>
          <dd>
            {project.target_supporters === null
              ? 'ไม่ระบุ'
              : `${project.target_supporters.toLocaleString('th-TH')} คน`}
          </dd>
        </div>
        <div>
          <dt>ระยะเวลา</dt>
          <dd>
            {project.starts_on ? formatThaiDate(project.starts_on) : '-'} –{' '}
            {project.ends_on ? formatThaiDate(project.ends_on) : '-'}
          </dd>
        </div>
      </dl>
      {project.excerpt && <p className={styles.excerpt}>{project.excerpt}</p>}
      {project.pictures.length > 0 && (
        <ul className={styles.thumbs} aria-label={`รูปภาพของ ${project.title}`}>
          {project.pictures.map((picture, index) => (
            <li key={picture.id}>
              <ReviewPicture
                path={picture.thumb_url}
                alt={`รูปที่ ${index + 1} ของ ${project.title}`}
                className={styles.thumb}
              />
            </li>
          ))}
        </ul>
      )}
      {project.status === 'rejected' && project.reject_reason && (
        <p className={styles.reasonNote}>เหตุผลที่ไม่อนุมัติ: {project.reject_reason}</p>
      )}
      {(onHistory || onApprove || onReject || project.status === 'published') && (
        <div className={styles.actions}>
          {onHistory && (
            <button type="button" className={buttonStyles.flat} onClick={onHistory}>
              ประวัติผู้เขียน
            </button>
          )}
          {project.status === 'published' && (
            <AppLink className={buttonStyles.secondary} href={paths.project.getHref(project.slug)}>
              ดูหน้าคำขอพร
            </AppLink>
          )}
          {onReject && (
            <button type="button" className={buttonStyles.danger} onClick={onReject}>
              ไม่อนุมัติ
            </button>
          )}
          {onApprove && (
            <button type="button" className={buttonStyles.primary} onClick={onApprove}>
              อนุมัติ
            </button>
          )}
        </div>
      )}
    </article>
  );
}
