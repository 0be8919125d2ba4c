import { toApiError } from '@chokdee/shared-kernel/api/client';
import { useEffect, useState, type ReactNode } from 'react';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { useObjectUrl } from './use-object-url';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import styles from './slip-viewer-dialog.module.css';

export type SlipViewerDialogProps = {
  /** Names the order: the dialog reads 'สลิปของคำสั่งซื้อ {orderCode}'. */
  orderCode: string;
  /** Fetches the slip file with the bearer token. */
  load: (signal: AbortSignal) => Promise<Blob>;
  onClose: () => void;
  /** Buttons under the slip (the dealer's decision). */
  footer?: ReactNode;
};

type LoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; blob: Blob };

/**
 * A private slip in a dialog: an image shown as it is, a PDF as a link that opens it. The file is
 * fetched with the token into an object URL, revoked when the dialog closes.
 */
export function SlipViewerDialog({ orderCode, load, onClose, footer }: SlipViewerDialogProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [url, show] = useObjectUrl();

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
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
  }, [load, show, attempt]);

  const title = `สลิปของคำสั่งซื้อ ${orderCode}`;
  const isImage = state.status === 'ready' && state.blob.type.startsWith('image/');

  return (
    <ModalDialog title={title} onClose={onClose} footer={footer}>
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
        <p className={styles.file}>
          <a className={buttons.secondary} href={url} target="_blank" rel="noopener">
            เปิดสลิป (PDF)
          </a>
        </p>
      )}
    </ModalDialog>
  );
}
