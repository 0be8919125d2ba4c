import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import type { PrayReviewUpdate } from '@chokdee/shared-contract/schemas/pray-review';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { useId } from 'react';
import { ReviewPicture } from './review-picture';
import styles from './pray-review.module.css';

export type ReviewNewsCardProps = {
  update: PrayReviewUpdate;
  onHistory: () => void;
  /** Waiting news is approved or refused; published news is hidden or shown again. */
  onApprove?: () => void;
  onReject?: () => void;
  onHide?: () => void;
  onUnhide?: () => void;
};

/** A project's news as reviewers read it: which project, who wrote it, the text and pictures. */
export function ReviewNewsCard({
  update,
  onHistory,
  onApprove,
  onReject,
  onHide,
  onUnhide,
}: ReviewNewsCardProps) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {update.title}
        </h2>
        <span className={styles.badge}>ข่าวความคืบหน้า</span>
        {update.hidden && <span className={styles.badgeWarn}>ซ่อนอยู่</span>}
      </div>
      <p className={styles.muted}>
        ของคำขอพร “{update.project_title}” · โดย {update.owner_name} · ส่งตรวจเมื่อ{' '}
        {formatThaiDateTime(update.submitted_at)}
      </p>
      {/* Sanitised by the API, like the public news page shows it. */}
      <div className={styles.newsBody} dangerouslySetInnerHTML={{ __html: update.body }} />
      {update.pictures.length > 0 && (
        <ul className={styles.thumbs} aria-label={`รูปภาพของข่าว ${update.title}`}>
          {update.pictures.map((picture, index) => (
            <li key={picture.id}>
              <ReviewPicture
                path={picture.thumb_url}
                alt={`รูปที่ ${index + 1} ของข่าว ${update.title}`}
                className={styles.thumb}
              />
            </li>
          ))}
        </ul>
      )}
      {update.status === 'rejected' && update.reject_reason && (
        <p className={styles.reasonNote}>เหตุผลที่ไม่อนุมัติ: {update.reject_reason}</p>
      )}
      {update.hidden && update.hidden_reason && (
        <p className={styles.reasonNote}>เหตุผลที่ซ่อน: {update.hidden_reason}</p>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.flat} onClick={onHistory}>
          ประวัติผู้เขียน
        </button>
        {onHide && (
          <button type="button" className={buttonStyles.danger} onClick={onHide}>
            ซ่อนข่าว
          </button>
        )}
        {onUnhide && (
          <button type="button" className={buttonStyles.secondary} onClick={onUnhide}>
            เลิกซ่อนข่าว
          </button>
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
    </article>
  );
}
