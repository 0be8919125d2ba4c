import { toApiError } from '@chokdee/shared-kernel/api/client';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { useEffect, useState } from 'react';
import { useObjectUrl } from '../../../lib/use-object-url';
import { fetchPayoutSlip } from '../api/dealer-prize-claims';
import styles from './payout-slip-viewer.module.css';

export type PayoutSlipViewerProps = {
  claimId: number;
  /** Names the claim: the dialog reads 'สลิปการโอนเงิน {code}'. */
  code: string;
  onClose: () => void;
};

type LoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; blob: Blob };

/**
 * The store's transfer slip of a paid claim, fetched with the dealer's token into an object URL
 * (revoked on close): a picture shown, a PDF as a link. The orders page's slip viewer names an
 * order in its title, hence this one.
 */
export function PayoutSlipViewer({ claimId, code, onClose }: PayoutSlipViewerProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [url, show] = useObjectUrl();

  useEffect(() => {
    const controller = new AbortController();
    fetchPayoutSlip(claimId, { signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        show(blob);
        setState({ status: 'ready', blob });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: toApiError(error).message });
      },
    );
    return () => controller.abort();
  }, [claimId, show, attempt]);

  const title = `สลิปการโอนเงิน ${code}`;
  const isImage = state.status === 'ready' && state.blob.type.startsWith('image/');

  return (
    <ModalDialog title={title} onClose={onClose}>
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
      {state.status === 'ready' && url && isImage && <img className={styles.image} src={url} alt={title} />}
      {state.status === 'ready' && url && !isImage && (
        <a className={buttons.secondary} href={url} target="_blank" rel="noopener">
          เปิดสลิป (PDF)
        </a>
      )}
    </ModalDialog>
  );
}
