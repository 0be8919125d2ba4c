import { useId, useMemo } from 'react';
import { sanitizeHtml } from '../consent/sanitize-html';
import { withConfirmDefaults, type ButtonVariant, type ConfirmOptions } from './confirm-options';
import { ModalDialog } from './modal-dialog';
import styles from './buttons.module.css';

export type ConfirmDialogProps = ConfirmOptions & {
  onConfirm: () => void;
  /** Cancel, Escape, or OK when there is no OK button to press. */
  onCancel: () => void;
  /** @deprecated the spec's name is `okText`. */
  confirmLabel?: string;
  /** @deprecated the spec's name is `cancelText`. */
  cancelLabel?: string;
};

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  danger: styles.danger,
  secondary: styles.secondary,
  flat: styles.flat,
};

/**
 * Spec §3 confirm dialog: a question that must be answered, as an alert dialog (focus trapped).
 * Escape and the cancel button both answer no. The message may hold HTML from our API; it is
 * sanitised first.
 */
export function ConfirmDialog({
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  ...options
}: ConfirmDialogProps) {
  const resolved = withConfirmDefaults({
    ...options,
    okText: options.okText ?? confirmLabel,
    cancelText: options.cancelText ?? cancelLabel,
  });
  const titleId = useId();
  const messageId = useId();
  const html = useMemo(() => sanitizeHtml(resolved.message), [resolved.message]);
  return (
    <ModalDialog labelledBy={titleId} describedBy={messageId} role="alertdialog" onCancel={onCancel}>
      <h2 id={titleId} className={styles.title}>
        {resolved.title}
      </h2>
      <div id={messageId} className={styles.question} dangerouslySetInnerHTML={{ __html: html }} />
      {resolved.remark && <p className={styles.remark}>{resolved.remark}</p>}
      <div className={styles.row}>
        {resolved.showCancel && (
          <button
            type="button"
            className={VARIANT_CLASS[resolved.cancelVariant]}
            onClick={onCancel}
            data-autofocus
          >
            {resolved.cancelText}
          </button>
        )}
        {resolved.showOk && (
          <button type="button" className={VARIANT_CLASS[resolved.variant]} onClick={onConfirm}>
            {resolved.okText}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
