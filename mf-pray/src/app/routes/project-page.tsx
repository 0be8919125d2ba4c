import { usePageTitle } from '@chokdee/shared-kernel/hooks/use-page-title';
import { Link, useParams } from 'react-router';
import { fetchPrayProject, fetchPraySupporters, fetchPrayUpdates } from '../../api/pray';
import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { formatThaiDate, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import { isMissing, useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import {
  PRAY_CATEGORY_LABELS,
  PRAY_STATUS_LABELS,
  type PrayProject,
} from '@chokdee/shared-contract/schemas/pray';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths, type ProjectTab } from '../../config/paths';
import { ShareRow } from '../../features/projects/components/share-row';
import { StoryHtml } from '../../features/projects/components/story-html';
import { VoteButton } from '../../features/projects/components/vote-button';
import styles from '../../features/projects/components/pray.module.css';

const TABS: { id: ProjectTab; label: string }[] = [
  { id: 'story', label: 'เรื่องราว' },
  { id: 'updates', label: 'ข่าวความคืบหน้า' },
  { id: 'supporters', label: 'ผู้ร่วมอธิษฐาน' },
];

/** /ขอพร/{slug}/{tab?} — one wish: story, news and supporters tabs, the vote, the share row. */
export function ProjectPage() {
  const { slug = '', tab } = useParams();
  const current: ProjectTab = TABS.find((t) => t.id === tab)?.id ?? 'story';
  const project = useRequest(requestKeys.pray.project(slug), (signal) => fetchPrayProject(slug, { signal }));
  usePageTitle(project.status === 'success' ? project.data.title : null);

  if (project.status === 'loading') return <LoadingState label="กำลังโหลดคำขอพร…" />;
  if (project.status === 'error')
    return (
      <section className={styles.page}>
        <RequestError
          title={isMissing(project) ? 'ไม่พบคำขอพรนี้' : 'โหลดคำขอพรไม่สำเร็จ'}
          detail={project.error.message}
          onRetry={isMissing(project) ? undefined : project.retry}
        />
        <Link to={paths.list.getHref()}>กลับไปหน้ารวมคำขอพร</Link>
      </section>
    );
  const p = project.data;
  return (
    <article className={styles.page}>
      {p.status !== 'published' && <p className={styles.notice}>สถานะ: {PRAY_STATUS_LABELS[p.status]}</p>}
      <div className={styles.layout}>
        <div className={styles.stack}>
          {p.cover && (
            <img
              className={styles.cover}
              src={assetUrl(p.cover.url) ?? ''}
              alt={`ภาพของคำขอพร ${p.title}`}
              width={p.cover.width}
              height={p.cover.height}
            />
          )}
          {p.category && <span className={styles.badge}>{PRAY_CATEGORY_LABELS[p.category]}</span>}
          <h1 className={styles.title}>{p.title}</h1>
          <p className={styles.muted}>
            โดย {p.owner_name}
            {p.published_at && ` · เผยแพร่ ${formatThaiDate(p.published_at)}`}
            {p.ends_on && ` · ถึง ${formatThaiDate(p.ends_on)}`}
          </p>
          <nav className={styles.tabs} aria-label="ส่วนของคำขอพร">
            {TABS.map((t) => (
              <Link
                key={t.id}
                to={paths.project.getHref(p.slug, t.id)}
                className={t.id === current ? styles.tabCurrent : styles.tab}
                aria-current={t.id === current ? 'page' : undefined}
              >
                {t.label}
                {t.id === 'updates' && p.updates_count > 0 ? ` (${formatInteger(p.updates_count)})` : ''}
              </Link>
            ))}
          </nav>
          {current === 'story' && <StoryTab project={p} />}
          {current === 'updates' && <UpdatesTab slug={p.slug} />}
          {current === 'supporters' && <SupportersTab slug={p.slug} />}
        </div>
        <aside className={styles.stack}>
          <VoteButton slug={p.slug} initialCount={p.supporters_count} open={p.status === 'published'} />
          {p.target_supporters && (
            <p className={styles.muted}>เป้าหมาย {formatInteger(p.target_supporters)} คน</p>
          )}
          <ShareRow slug={p.slug} title={p.title} />
        </aside>
      </div>
    </article>
  );
}

function StoryTab({ project }: { project: PrayProject }) {
  return (
    <>
      <StoryHtml html={project.story} />
      {project.pictures.length > 1 && (
        <ul className={styles.gallery} aria-label="รูปภาพ">
          {project.pictures.map((picture) => (
            <li key={picture.id}>
              <a href={assetUrl(picture.url) ?? ''} target="_blank" rel="noopener noreferrer">
                <img src={assetUrl(picture.thumb_url) ?? ''} alt="" loading="lazy" width={480} height={270} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function UpdatesTab({ slug }: { slug: string }) {
  const updates = useRequest(requestKeys.pray.updates(slug), (signal) => fetchPrayUpdates(slug, { signal }));
  if (updates.status === 'loading') return <LoadingState label="กำลังโหลดข่าว…" />;
  if (updates.status === 'error')
    return <RequestError title="โหลดข่าวไม่สำเร็จ" detail={updates.error.message} onRetry={updates.retry} />;
  if (updates.data.length === 0) return <p className={styles.muted}>ยังไม่มีข่าวความคืบหน้า</p>;
  return (
    <ul className={styles.list} aria-label="ข่าวความคืบหน้า">
      {updates.data.map((update) => (
        <li key={update.id} className={styles.panel}>
          <h2 className={styles.cardTitle}>
            <Link to={paths.update.getHref(slug, update.id)}>{update.title}</Link>
          </h2>
          <p className={styles.muted}>{formatThaiDateTime(update.created_at)}</p>
          <StoryHtml html={update.body} />
        </li>
      ))}
    </ul>
  );
}

function SupportersTab({ slug }: { slug: string }) {
  const supporters = useRequest(requestKeys.pray.supporters(slug), (signal) =>
    fetchPraySupporters(slug, 1, { signal }),
  );
  if (supporters.status === 'loading') return <LoadingState label="กำลังโหลดรายชื่อ…" />;
  if (supporters.status === 'error')
    return (
      <RequestError title="โหลดรายชื่อไม่สำเร็จ" detail={supporters.error.message} onRetry={supporters.retry} />
    );
  if (supporters.data.data.length === 0) return <p className={styles.muted}>ยังไม่มีผู้ร่วมอธิษฐาน มาเป็นคนแรกกัน</p>;
  return (
    <ul className={styles.list} aria-label="ผู้ร่วมอธิษฐาน">
      {supporters.data.data.map((s, i) => (
        <li key={`${s.name}-${i}`} className={styles.meta}>
          <span>{s.name}</span>
          <span>{formatThaiDateTime(s.voted_at)}</span>
        </li>
      ))}
    </ul>
  );
}
