import { Link, Navigate, useParams } from 'react-router';
import { fetchContent } from '../content/content-api';
import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import type { Content } from '@chokdee/shared-contract/schemas/content';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { paths } from '../config/paths';
import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { contentHref, parseContentId } from '../content/content-hrefs';
import { HtmlBody } from '../content/html-body';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { pageTitle } from '../content/page-title';
import { ShareRow } from '../content/share-row';
import { isMissing, useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { useHydrated } from '@chokdee/shared-kernel/hooks/use-hydrated';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import styles from '../content/content.module.css';
import { NotFoundPage } from './not-found-page';

export type DetailKind = 'article' | 'social';

const BACK_LINKS: Record<DetailKind, { href: string; text: string }> = {
  article: { href: paths.articles.getHref(), text: 'กลับไปหน้าบทความ' },
  social: { href: paths.socialList.getHref(), text: 'กลับไปหน้าแชร์ความสุข' },
};

function DetailView({ content, canonical }: { content: Content; canonical: string }) {
  const back = BACK_LINKS[content.kind === 'social' ? 'social' : 'article'];
  // The origin the visitor is on is read once hydrated: the server's render shares the path alone.
  const origin = useHydrated() ? window.location.origin : '';
  return (
    <article className={styles.page} aria-labelledby="detail-title">
      <title>{pageTitle(content.title)}</title>
      <h1 id="detail-title" className={styles.heading}>
        {content.title}
      </h1>
      <p className={styles.meta}>
        เผยแพร่เมื่อ <time dateTime={content.published_at}>{formatThaiDateLong(content.published_at)}</time>
      </p>
      {content.kind === 'article' && content.tags.length > 0 && (
        <ul className={styles.tags} aria-label="หมวดหมู่">
          {content.tags.map((tag) => (
            <li key={tag}>
              <Link to={paths.articleCategories.getHref(tag)} className={styles.tag}>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {content.cover_url && (
        <img
          className={styles.cover}
          src={assetUrl(content.cover_url) ?? undefined}
          alt=""
          width={1280}
          height={720}
        />
      )}
      <HtmlBody html={content.body_html} />
      <ShareRow url={`${origin}${canonical}`} title={content.title} />
      <p>
        <Link to={back.href}>{back.text}</Link>
      </p>
    </article>
  );
}

function DetailById({ id, kind, titleSegment }: { id: number; kind: DetailKind; titleSegment: string }) {
  const state = useRequest(requestKeys.content.item(id), (signal) => fetchContent(id, { signal }));
  if (isMissing(state)) return <NotFoundPage />;
  if (state.status === 'loading') return <LoadingState label="กำลังโหลดเนื้อหา" />;
  if (state.status === 'error') {
    return (
      <div className={styles.page}>
        <title>{pageTitle('เนื้อหา')}</title>
        <RequestError title="ไม่สามารถโหลดเนื้อหาได้ในขณะนี้" detail={state.error.message} onRetry={state.retry} />
      </div>
    );
  }
  const content = state.data;
  // A fixed page is reached by its own path only.
  if (content.kind === 'page') return <NotFoundPage />;
  const canonical = contentHref(content);
  // The id decides; a wrong title segment (or the other kind's path) is corrected, not refused.
  if (content.kind !== kind || titleSegment !== content.slug) return <Navigate to={canonical} replace />;
  return <DetailView content={content} canonical={canonical} />;
}

export type ContentDetailPageProps = { kind: DetailKind };

/** `/articles/{id}/{title}` and the social post `/{id}/{title}`: one item, found by its id. */
export function ContentDetailPage({ kind }: ContentDetailPageProps) {
  const params = useParams();
  const id = parseContentId(params.id);
  if (id === null) return <NotFoundPage />;
  return <DetailById key={id} id={id} kind={kind} titleSegment={params.title ?? ''} />;
}

export default ContentDetailPage;
