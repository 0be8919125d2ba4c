import { useEffect } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { on, type ToastTone } from '@chokdee/shared-kernel/events';
import { $toasts, showToast, type Toast } from './toast-store';
import styles from './toast.module.css';

function ToastList({ toasts, tone }: { toasts: Toast[]; tone: ToastTone }) {
  return toasts
    .filter((toast) => toast.tone === tone)
    .map((toast) => (
      <p
        key={toast.id}
        role={tone === 'error' ? 'alert' : undefined}
        className={`${styles.toast} ${tone === 'error' ? styles.error : ''}`}
      >
        {toast.message}
      </p>
    ));
}

/**
 * Top-centre stack of toasts (spec §9). Each failure is an alert of its own, announced as it
 * appears; the rest go into a polite live region that is there before any message arrives. No
 * empty alert waits on the page, so only a real failure counts as one. Remotes show a toast with
 * the kernel's `toast:show` event.
 */
export function ToastViewport() {
  const toasts = useStore($toasts);
  useEffect(() => on('toast:show', ({ message, tone }) => showToast(message, tone ?? 'info')), []);
  return (
    <div className={styles.viewport}>
      <div className={styles.region}>
        <ToastList toasts={toasts} tone="error" />
      </div>
      <div role="status" aria-live="polite" className={styles.region}>
        <ToastList toasts={toasts} tone="info" />
      </div>
    </div>
  );
}
