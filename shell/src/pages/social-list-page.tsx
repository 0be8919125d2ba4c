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

const SOCIAL_PER_PAGE = 9;
const TITLE = 'แชร์ความสุข';

/** The social sharing list: posts made to be shared, each with its own page and share row. */
export function SocialListPage() {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const state = useRequest(requestKeys.content.social(page), (signal) =>
    fetchContents({ kind: 'social', page, per_page: SOCIAL_PER_PAGE }, { signal }),
  );
  const hrefFor = (n: number) =>
    n > 1 ? `${paths.socialList.getHref()}?page=${n}` : paths.socialList.getHref();

  return (
    <section className={styles.widePage} aria-labelledby="social-title">
      <title>{pageTitle(TITLE)}</title>
      <h1 id="social-title" className={styles.heading}>
        {TITLE}
      </h1>
      <p className={styles.lead}>เรื่องราวดี ๆ จากชุมชนโชคดี ส่งต่อความสุขให้คนที่คุณรักได้ง่าย ๆ</p>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดเรื่องราว" />}
      {state.status === 'error' && (
        <RequestError
          title="ไม่สามารถโหลดเรื่องราวได้ในขณะนี้"
          detail={state.error.message}
          onRetry={state.retry}
        />
      )}
      {state.status === 'success' && (
        <>
          {state.data.data.length === 0 ? (
            <p className={styles.empty}>ยังไม่มีเรื่องราวให้แชร์</p>
          ) : (
            <ArticleGrid items={state.data.data} />
          )}
          <Pager page={page} lastPage={state.data.meta.last_page} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}

export default SocialListPage;
