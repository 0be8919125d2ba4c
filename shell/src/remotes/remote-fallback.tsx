import styles from './remote-outlet.module.css';

export const REMOTE_FALLBACK_TEXT = 'ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้';
export const RETRY_TEXT = 'ลองใหม่อีกครั้ง';

export type RemoteFallbackProps = {
  onRetry: () => void;
};

/** Stands in the slot of a remote that is down or broke; the rest of the page keeps working. */
export function RemoteFallback({ onRetry }: RemoteFallbackProps) {
  return (
    <div role="alert" className={styles.fallback}>
      <p className={styles.fallbackText}>{REMOTE_FALLBACK_TEXT}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {RETRY_TEXT}
      </button>
    </div>
  );
}
