import type { ReactNode } from 'react';
import { fetchContentPage } from '../content/content-api';
import type { Content, ContentPageSlug } from '@chokdee/shared-contract/schemas/content';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { HtmlBody } from '../content/html-body';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { pageTitle } from '../content/page-title';
import { isMissing, useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import styles from '../content/content.module.css';
import { CONTENT_PAGE_TITLES } from './content-page-titles';
import { NotFoundPage } from './not-found-page';

export type ContentPageProps = {
  slug: ContentPageSlug;
  /** Shown after the page's text (the privacy page's accept button); also when the text failed. */
  children?: ReactNode;
};

function ContentBody({ content }: { content: Content }) {
  return (
    <>
      <title>{pageTitle(content.title)}</title>
      <h1 id="content-title" className={styles.heading}>
        {content.title}
      </h1>
      {content.video_url && (
        <video
          className={styles.video}
          src={assetUrl(content.video_url) ?? undefined}
          controls
          preload="metadata"
        >
          เบราว์เซอร์ของคุณไม่รองรับการเล่นวิดีโอ
        </video>
      )}
      <HtmlBody html={content.body_html} />
    </>
  );
}

/** One of the site's fixed pages (about, policies, services…), its text written by the operator. */
export function ContentPage({ slug, children }: ContentPageProps) {
  const state = useRequest(requestKeys.content.page(slug), (signal) => fetchContentPage(slug, { signal }));
  if (isMissing(state)) return <NotFoundPage />;
  const fallbackTitle = CONTENT_PAGE_TITLES[slug];

  return (
    <article className={styles.page} aria-labelledby="content-title">
      {state.status === 'success' ? (
        <ContentBody content={state.data} />
      ) : (
        <>
          <title>{pageTitle(fallbackTitle)}</title>
          <h1 id="content-title" className={styles.heading}>
            {fallbackTitle}
          </h1>
          {state.status === 'loading' ? (
            <LoadingState label="กำลังโหลดเนื้อหา" />
          ) : (
            <RequestError
              title="ไม่สามารถโหลดเนื้อหาได้ในขณะนี้"
              detail={state.error.message}
              onRetry={state.retry}
            />
          )}
        </>
      )}
      {children}
    </article>
  );
}

export default ContentPage;
