import { useSearchParams } from 'react-router';
import { fetchContents } from '../content/content-api';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { paths } from '../config/paths';
import { ArticleGrid } from '../content/article-grid';
import { parsePage } from '../content/content-hrefs';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { pageTitle } from '../content/page-title';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import styles from '../content/content.module.css';
import { ArticleTabs } from './article-tabs';

export const ARTICLES_PER_PAGE = 9;

/** `/articles`: every article, newest first, a page at a time (`?page=`). */
export function ArticlesPage() {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const state = useRequest(requestKeys.content.articles(page), (signal) =>
    fetchContents({ kind: 'article', page, per_page: ARTICLES_PER_PAGE }, { signal }),
  );

  return (
    <section className={styles.widePage} aria-labelledby="articles-title">
      <title>{pageTitle(page > 1 ? `บทความ หน้า ${page}` : 'บทความ')}</title>
      <h1 id="articles-title" className={styles.heading}>
        บทความ
      </h1>
      <ArticleTabs />
      {state.status === 'loading' && <LoadingState label="กำลังโหลดบทความ" />}
      {state.status === 'error' && (
        <RequestError title="ไม่สามารถโหลดบทความได้ในขณะนี้" detail={state.error.message} onRetry={state.retry} />
      )}
      {state.status === 'success' &&
        (state.data.data.length === 0 ? (
          <p className={styles.empty}>ไม่พบบทความในหน้านี้</p>
        ) : (
          <ArticleGrid items={state.data.data} />
        ))}
      {state.status === 'success' && (
        <Pager page={page} lastPage={state.data.meta.last_page} hrefFor={paths.articles.getHref} />
      )}
    </section>
  );
}

export default ArticlesPage;
