import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { on, type ToastTone } from '@chokdee/shared-kernel/events';
import { $toasts, showToast, type Toast } from './toast-store';
import styles from './toast.module.css';

function ToastList({ toasts, tone }: { toasts: Toast[]; tone: ToastTone }) {
  return toasts
    .filter((toast) => toast.tone === tone)
    .map((toast) => (
      <p key={toast.id} className={`${styles.toast} ${tone === 'error' ? styles.error : ''}`}>
        {toast.message}
      </p>
    ));
}

/**
 * Top-centre stack of toasts (spec §9). Two live regions, present before any message arrives so
 * screen readers announce them: failures as alerts, the rest politely. Remotes show a toast with
 * the kernel's `toast:show` event.
 */
export function ToastViewport() {
  const toasts = useStore($toasts);
  useEffect(() => on('toast:show', ({ message, tone }) => showToast(message, tone ?? 'info')), []);
  return (
    <div className={styles.viewport}>
      <div role="alert" className={styles.region}>
        <ToastList toasts={toasts} tone="error" />
      </div>
      <div role="status" aria-live="polite" className={styles.region}>
        <ToastList toasts={toasts} tone="info" />
      </div>
    </div>
  );
}
