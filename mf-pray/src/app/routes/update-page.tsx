import { usePageTitle } from '@chokdee/shared-kernel/hooks/use-page-title';
import { Link, useParams } from 'react-router';
import { fetchPrayUpdate } from '../../api/pray';
import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { StoryHtml } from '../../features/projects/components/story-html';
import styles from '../../features/projects/components/pray.module.css';

/** /ขอพร/{slug}/updates/{updateId} — one piece of news with its pictures. */
export function UpdatePage() {
  const { slug = '', updateId = '' } = useParams();
  const update = useRequest(requestKeys.pray.update(slug, updateId), (signal) =>
    fetchPrayUpdate(slug, Number(updateId), { signal }),
  );
  usePageTitle(update.status === 'success' ? update.data.title : null);
  return (
    <article className={styles.page}>
      <Link to={paths.project.getHref(slug, 'updates')}>← กลับไปที่ข่าวทั้งหมด</Link>
      {update.status === 'loading' && <LoadingState label="กำลังโหลดข่าว…" />}
      {update.status === 'error' && (
        <RequestError title="โหลดข่าวไม่สำเร็จ" detail={update.error.message} onRetry={update.retry} />
      )}
      {update.status === 'success' && (
        <>
          <h1 className={styles.title}>{update.data.title}</h1>
          <p className={styles.muted}>{formatThaiDateTime(update.data.created_at)}</p>
          <StoryHtml html={update.data.body} />
          {update.data.pictures.map((picture) => (
            <img
              key={picture.id}
              className={styles.cover}
              src={assetUrl(picture.url) ?? ''}
              alt=""
              width={picture.width}
              height={picture.height}
            />
          ))}
        </>
      )}
    </article>
  );
}
