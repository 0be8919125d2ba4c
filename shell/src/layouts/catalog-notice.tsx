import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $catalogError } from '../catalog/catalog-store';
import styles from './default-layout.module.css';

export const CATALOG_NOTICE_TEXT = 'ไม่สามารถโหลดรายการบริการได้ในขณะนี้ บางหน้าอาจยังใช้งานไม่ได้';

/** Shown when the catalog could not be fetched at boot: the shell's own pages still work. */
export function CatalogNotice() {
  const error = useStore($catalogError);
  if (!error) return null;
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.noticeText}>{CATALOG_NOTICE_TEXT}</p>
      <button type="button" className={styles.noticeButton} onClick={() => window.location.reload()}>
        ลองใหม่อีกครั้ง
      </button>
    </div>
  );
}
