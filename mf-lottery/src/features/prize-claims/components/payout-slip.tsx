import { toApiError } from '@chokdee/shared-kernel/api/client';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useEffect, useState } from 'react';
import { useObjectUrl } from '../../../lib/use-object-url';
import { fetchPayoutSlip } from '../api/prize-claims';
import styles from './payout-slip.module.css';

export type PayoutSlipProps = { claimId: number; code: string };

type SlipState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; isImage: boolean };

/**
 * The store's transfer slip, fetched with the member's token (it is private) into an object URL:
 * an image shown as it is, a PDF as a link that opens it.
 */
export function PayoutSlip({ claimId, code }: PayoutSlipProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlipState>({ status: 'loading' });
  const [url, show] = useObjectUrl();

  useEffect(() => {
    const controller = new AbortController();
    fetchPayoutSlip(claimId, { signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        show(blob);
        setState({ status: 'ready', isImage: blob.type.startsWith('image/') });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: toApiError(error).message });
      },
    );
    return () => controller.abort();
  }, [claimId, show, attempt]);

  const alt = `สลิปการโอนเงินรางวัลของคำขอ ${code}`;
  return (
    <div className={styles.slip}>
      {state.status === 'loading' && (
        <p className={styles.note} role="status">
          กำลังโหลดสลิป…
        </p>
      )}
      {state.status === 'error' && (
        <div className={styles.error} role="alert">
          <p>โหลดสลิปไม่สำเร็จ: {state.message}</p>
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            ลองใหม่อีกครั้ง
          </button>
        </div>
      )}
      {state.status === 'ready' && url && state.isImage && (
        <a href={url} target="_blank" rel="noopener" className={styles.imageLink}>
          <img className={styles.image} src={url} alt={alt} />
        </a>
      )}
      {state.status === 'ready' && url && !state.isImage && (
        <a className={buttons.secondary} href={url} target="_blank" rel="noopener">
          เปิดสลิปการโอนเงิน (PDF)
        </a>
      )}
    </div>
  );
}
