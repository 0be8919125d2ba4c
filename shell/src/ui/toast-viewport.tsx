import { useStore } from '@nanostores/react';
import { $toasts } from './toast-store';
import styles from './toast.module.css';

/** Top-centre stack of toasts; a live region so screen readers announce them. */
export function ToastViewport() {
  const toasts = useStore($toasts);
  return (
    <div className={styles.viewport} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={`${styles.toast} ${toast.tone === 'error' ? styles.error : ''}`}>
          {toast.message}
        </p>
      ))}
    </div>
  );
}
