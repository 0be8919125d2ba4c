import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { fetchContents } from '../content/content-api';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { ArticleGrid } from '../content/article-grid';
import { parsePage } from '../content/content-hrefs';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { pageTitle } from '../content/page-title';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { isMissing, useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import styles from '../content/content.module.css';
import { NotFoundPage } from './not-found-page';

export const TAGGED_PER_PAGE = 9;

export type TaggedArticlesProps = {
  tag: string;
  /** The page's href for a page number (keeps the visitor on the same path). */
  hrefFor: (page: number) => string;
  /** Drawn between the heading and the list (the articles' tabs). */
  before?: ReactNode;
};

/**
 * The articles of one tag, headed by the tag. A tag no article carries is not a page: 404
 * (spec §2 `/{category}` is a catch-all, so every unknown one-segment path ends here).
 */
export function TaggedArticles({ tag, hrefFor, before }: TaggedArticlesProps) {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const state = useRequest(requestKeys.content.tagged(tag, page), (signal) =>
    fetchContents({ kind: 'article', tag, page, per_page: TAGGED_PER_PAGE }, { signal }),
  );

  if (isMissing(state) || (state.status === 'success' && state.data.meta.total === 0)) {
    return <NotFoundPage />;
  }

  return (
    <section className={styles.widePage} aria-labelledby="tag-title">
      <title>{pageTitle(tag)}</title>
      <h1 id="tag-title" className={styles.heading}>
        {tag}
      </h1>
      {before}
      {state.status === 'loading' && <LoadingState label="กำลังโหลดบทความ" />}
      {state.status === 'error' && (
        <RequestError title="ไม่สามารถโหลดบทความได้ในขณะนี้" detail={state.error.message} onRetry={state.retry} />
      )}
      {state.status === 'success' && (
        <>
          {state.data.data.length === 0 ? (
            <p className={styles.empty}>ไม่พบบทความในหน้านี้</p>
          ) : (
            <ArticleGrid items={state.data.data} />
          )}
          <Pager page={page} lastPage={state.data.meta.last_page} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}
