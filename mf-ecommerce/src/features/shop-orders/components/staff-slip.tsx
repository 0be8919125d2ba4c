import { useEffect, useState } from 'react';
import { staffFile } from '@chokdee/shared-kernel/stores/staff-calls';
import styles from './shop-orders.module.css';

export type StaffSlipProps = {
  /** The API's staff path of the slip. */
  path: string;
  alt: string;
};

/** A buyer's slip, read with the staff token into an object URL: a picture, or a link for a PDF. */
export function StaffSlip({ path, alt }: StaffSlipProps) {
  const [slip, setSlip] = useState<{ url: string; pdf: boolean } | 'failed' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    staffFile(path, controller.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setSlip({ url: made, pdf: blob.type === 'application/pdf' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setSlip('failed');
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setSlip(null);
    };
  }, [path]);

  if (slip === null) return <p className={styles.slipBox}>กำลังโหลดสลิป…</p>;
  if (slip === 'failed') return <p className={styles.slipBox}>โหลดสลิปไม่สำเร็จ</p>;
  if (slip.pdf)
    return (
      <a className={styles.slipBox} href={slip.url} target="_blank" rel="noreferrer">
        เปิดสลิป (PDF)
      </a>
    );
  return (
    <a href={slip.url} target="_blank" rel="noreferrer" className={styles.slipLink}>
      <img src={slip.url} alt={alt} className={styles.slip} />
    </a>
  );
}
