import type { ApiError } from '@chokdee/shared-kernel/schemas/api-error';
import styles from './request-error.module.css';

export type RequestErrorProps = {
  /** What failed, in Thai, e.g. 'โหลดผลสลากไม่สำเร็จ'. */
  title: string;
  error: ApiError;
  onRetry: () => void;
  compact?: boolean;
};

export function RequestError({ title, error, onRetry, compact = false }: RequestErrorProps) {
  return (
    <div className={compact ? `${styles.error} ${styles.compact}` : styles.error} role="alert">
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p className={styles.detail}>{error.message}</p>
      </div>
      <button type="button" className={styles.retry} onClick={onRetry}>
        ลองใหม่อีกครั้ง
      </button>
    </div>
  );
}
