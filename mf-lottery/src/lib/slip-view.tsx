import { toApiError } from '@chokdee/shared-kernel/api/client';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useEffect, useState } from 'react';
import { useObjectUrl } from './use-object-url';
import styles from './slip-view.module.css';

export type SlipViewProps = {
  /** Fetches the slip file with the bearer token; keep it stable (`useCallback`), a new one reloads. */
  load: (signal: AbortSignal) => Promise<Blob>;
  /** The picture's text for screen readers. */
  alt: string;
  /** The words of the link that opens a PDF slip. */
  pdfLabel?: string;
  /**
   * In the page rather than in a dialog: centred, the picture framed and a link to itself (opens
   * full size in a new tab).
   */
  inline?: boolean;
};

type LoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; isImage: boolean };

/**
 * A private slip: fetched with the token into an object URL (revoked when it leaves the page), an
 * image shown as it is, a PDF as a link that opens it, a failure with a retry.
 */
export function SlipView({ load, alt, pdfLabel = 'เปิดสลิป (PDF)', inline = false }: SlipViewProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [url, show] = useObjectUrl();

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
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
  }, [load, show, attempt]);

  const image = url && <img className={styles.image} src={url} alt={alt} />;
  return (
    <div className={inline ? styles.inline : undefined}>
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
      {state.status === 'ready' && url && state.isImage && inline && (
        <a href={url} target="_blank" rel="noopener" className={styles.imageLink}>
          {image}
        </a>
      )}
      {state.status === 'ready' && url && state.isImage && !inline && image}
      {state.status === 'ready' && url && !state.isImage && (
        <a className={buttons.secondary} href={url} target="_blank" rel="noopener">
          {pdfLabel}
        </a>
      )}
    </div>
  );
}
