import { Link, useParams } from 'react-router';
import { fetchContentTags } from '../content/content-api';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { paths } from '../config/paths';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { pageTitle } from '../content/page-title';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import styles from '../content/content.module.css';
import { ArticleTabs } from './article-tabs';
import { TaggedArticles } from './tagged-articles';

function TagList() {
  const state = useRequest(requestKeys.content.tags, (signal) => fetchContentTags({ signal }));
  return (
    <section className={styles.widePage} aria-labelledby="categories-title">
      <title>{pageTitle('หมวดหมู่บทความ')}</title>
      <h1 id="categories-title" className={styles.heading}>
        หมวดหมู่บทความ
      </h1>
      <ArticleTabs />
      {state.status === 'loading' && <LoadingState label="กำลังโหลดหมวดหมู่" />}
      {state.status === 'error' && (
        <RequestError title="ไม่สามารถโหลดหมวดหมู่ได้ในขณะนี้" detail={state.error.message} onRetry={state.retry} />
      )}
      {state.status === 'success' &&
        (state.data.length === 0 ? (
          <p className={styles.empty}>ยังไม่มีหมวดหมู่บทความ</p>
        ) : (
          <ul className={styles.bigLinks}>
            {state.data.map(({ tag, count }) => (
              <li key={tag}>
                <Link to={paths.articleCategories.getHref(tag)} className={styles.bigLink}>
                  <span>{tag}</span>
                  <span className={styles.count}>
                    {count}
                    <span className={styles.visuallyHidden}> บทความ</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

/** `/articles/categories/{tag?}`: the tags with their counts, or one tag's articles. */
export function ArticleCategoriesPage() {
  const { tag } = useParams();
  if (!tag) return <TagList />;
  const hrefFor = (page: number) =>
    page > 1 ? `${paths.articleCategories.getHref(tag)}?page=${page}` : paths.articleCategories.getHref(tag);
  return <TaggedArticles key={tag} tag={tag} hrefFor={hrefFor} before={<ArticleTabs />} />;
}

export default ArticleCategoriesPage;
