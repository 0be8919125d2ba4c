import styles from './request-error.module.css';

export type RequestErrorProps = {
  /** What failed, in Thai, e.g. 'โหลดผลสลากไม่สำเร็จ'. */
  title: string;
  /** The API's Thai message (spec §8), shown under it. */
  detail?: string;
  /** A retry button, 'ลองใหม่อีกครั้ง', when the read can be tried again. */
  onRetry?: () => void;
  compact?: boolean;
};

/** A part of a page whose request failed: what failed, why, and a retry; the rest of the page stays. */
export function RequestError({ title, detail, onRetry, compact = false }: RequestErrorProps) {
  return (
    <div className={compact ? `${styles.error} ${styles.compact}` : styles.error} role="alert">
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {detail && <p className={styles.detail}>{detail}</p>}
      </div>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          ลองใหม่อีกครั้ง
        </button>
      )}
    </div>
  );
}
