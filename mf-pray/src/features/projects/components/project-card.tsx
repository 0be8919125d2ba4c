import { Link } from 'react-router';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import {
  PRAY_CATEGORY_LABELS,
  PRAY_STATUS_LABELS,
  type PrayProjectSummary,
} from '@chokdee/shared-contract/schemas/pray';
import { paths } from '../../../config/paths';
import { barStep, daysLeft, supportPercent } from '../rules/progress';
import { useBangkokToday } from '../hooks/use-bangkok-today';
import { useHydratedVote } from '../hooks/use-hydrated-vote';
import { isOwnerOnly } from '../hooks/use-picture-src';
import { PrayPicture } from './pray-picture';
import styles from './pray.module.css';

export type ProjectCardProps = { project: PrayProjectSummary; href?: string; showStatus?: boolean };

/** One project in a list: cover, title, category, progress toward the wish target, days left. */
export function ProjectCard({ project, href, showStatus = false }: ProjectCardProps) {
  const vote = useHydratedVote(project.slug);
  const count = vote?.supporters_count ?? project.supporters_count;
  const percent = supportPercent(count, project.target_supporters);
  const today = useBangkokToday();
  const left = today === null ? null : daysLeft(project.ends_on, today);
  return (
    <Link to={href ?? paths.project.getHref(project.slug)} className={styles.card}>
      {project.cover ? (
        <PrayPicture
          className={styles.cardImage}
          path={project.cover.thumb_url}
          ownerOnly={isOwnerOnly(project.status)}
          alt=""
          loading="lazy"
          width={480}
          height={270}
        />
      ) : (
        <div className={styles.cardImage} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        {showStatus ? (
          <span className={styles.badge}>{PRAY_STATUS_LABELS[project.status]}</span>
        ) : (
          project.category && <span className={styles.badge}>{PRAY_CATEGORY_LABELS[project.category]}</span>
        )}
        <h3 className={styles.cardTitle}>{project.title || 'คำขอพรที่ยังไม่ตั้งชื่อ'}</h3>
        {project.excerpt && <p className={styles.muted}>{project.excerpt}</p>}
        <div className={styles.bar} role="presentation">
          <div className={styles.barFill} data-percent={barStep(percent)} />
        </div>
        <div className={styles.meta}>
          <span>ร่วมอธิษฐาน {formatInteger(count)} คน</span>
          {left !== null && project.status === 'published' && <span>เหลือ {formatInteger(left)} วัน</span>}
        </div>
      </div>
    </Link>
  );
}
