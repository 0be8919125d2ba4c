import { isoDayOf } from '@chokdee/shared-contract/format/date';
import { emit } from '@chokdee/shared-kernel/events';
import { saveFile } from '@chokdee/shared-kernel/runtime/save-file';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { useState } from 'react';
import { fetchOrdersCsv, type ShopOrderQuery } from '../api/shop-orders';
import styles from './shop-orders.module.css';

export type ExportButtonProps = { query: Omit<ShopOrderQuery, 'page'> };

/** Downloads the list as the screen shows it (stage, search, order), every page, for Excel. */
export function ExportButton({ query }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailed(null);
    try {
      saveFile(await fetchOrdersCsv(query), `shop-orders-${isoDayOf(new Date())}.csv`);
      emit('toast:show', { message: 'ดาวน์โหลดไฟล์ CSV แล้ว' });
    } catch (e) {
      // staffFile says the status in its message; a 403 deserves its own words.
      setFailed(
        e instanceof Error && e.message.endsWith('403')
          ? 'บัญชีนี้ไม่มีสิทธิ์ดาวน์โหลดรายการคำสั่งซื้อ'
          : 'ดาวน์โหลดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
      );
    } finally {
      setBusy(false);
    }
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
