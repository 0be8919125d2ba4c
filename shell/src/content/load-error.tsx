import styles from './content.module.css';

export type LoadErrorProps = {
  /** What could not be loaded, in Thai, e.g. 'ผลสลากล่าสุด'. */
  what: string;
  /** The API's Thai message, shown under the line. */
  detail?: string;
  onRetry?: () => void;
};

/** A part of a page that failed: one short Thai line (and a retry); the rest of the page stays. */
export function LoadError({ what, detail, onRetry }: LoadErrorProps) {
  return (
    <div className={styles.loadError} role="alert">
      <p className={styles.loadErrorText}>
        ไม่สามารถโหลด{what}ได้ในขณะนี้
        {detail ? <span className={styles.loadErrorDetail}> ({detail})</span> : null}
      </p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          ลองใหม่อีกครั้ง
        </button>
      )}
    </div>
  );
}
