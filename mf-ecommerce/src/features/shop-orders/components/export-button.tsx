import { isoDayOf } from '@chokdee/shared-contract/format/date';
import { emit } from '@chokdee/shared-kernel/events';
import { useFileDownload } from '@chokdee/shared-kernel/hooks/use-file-download';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { fetchOrdersCsv, type ShopOrderQuery } from '../api/shop-orders';
import styles from './shop-orders.module.css';

export type ExportButtonProps = { query: Omit<ShopOrderQuery, 'page'> };

/** Downloads the list as the screen shows it (stage, search, order), every page, for Excel. */
export function ExportButton({ query }: ExportButtonProps) {
  const { busy, error: failed, download: save } = useFileDownload();

  async function download() {
    const saved = await save(
      () => fetchOrdersCsv(query),
      `shop-orders-${isoDayOf(new Date())}.csv`,
      // staffFile says the status in its message; a 403 deserves its own words.
      (e) =>
        e instanceof Error && e.message.endsWith('403')
          ? 'บัญชีนี้ไม่มีสิทธิ์ดาวน์โหลดรายการคำสั่งซื้อ'
          : 'ดาวน์โหลดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    );
    if (saved) emit('toast:show', { message: 'ดาวน์โหลดไฟล์ CSV แล้ว' });
  }

  return (
    <>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={download}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? 'กำลังเตรียมไฟล์…' : 'ดาวน์โหลด CSV'}
      </button>
      {failed && (
        <span role="alert" className={styles.inlineError}>
          {failed}
        </span>
      )}
    </>
  );
}
