import { Link } from 'react-router';
import { fetchContents } from '../../content/content-api';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { paths } from '../../config/paths';
import { ArticleGrid } from '../../content/article-grid';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import styles from './home.module.css';

export const HOME_ARTICLE_COUNT = 3;
/** The section's read (the origin's render reads the same). */
export const LATEST_ARTICLES_QUERY = { kind: 'article', per_page: HOME_ARTICLE_COUNT } as const;

/** The three newest articles. */
export function LatestArticlesSection() {
  const state = useRequest(requestKeys.content.latest, (signal) =>
    fetchContents(LATEST_ARTICLES_QUERY, { signal }),
  );

  return (
    <section className={styles.wide} aria-labelledby="home-articles-title">
      <h2 id="home-articles-title" className={styles.sectionTitle}>
        บทความล่าสุด
      </h2>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดบทความ" />}
      {state.status === 'error' && (
        <RequestError title="ไม่สามารถโหลดบทความล่าสุดได้ในขณะนี้" onRetry={state.retry} />
      )}
      {state.status === 'success' &&
        (state.data.data.length === 0 ? (
          <p className={styles.empty}>ยังไม่มีบทความ</p>
        ) : (
          <ArticleGrid items={state.data.data} headingLevel={3} />
        ))}
      <Link to={paths.articles.getHref()} className={styles.more}>
        ดูบทความทั้งหมด
      </Link>
    </section>
  );
}
