import { useId, type ReactNode } from 'react';
import { buttonStyles as buttons } from './buttons';
import { ModalDialog } from './modal-dialog';
import styles from './confirm-dialog.module.css';

/** The look of a dialog button: filled brand red, outlined danger red, outlined, or text only. */
export type ButtonVariant = 'primary' | 'danger' | 'secondary' | 'flat';

/** Spec §3 Confirm dialog options. */
export interface ConfirmOptions {
  /** Default 'ยืนยัน'. */
  title?: string;
  /** The question. */
  message: ReactNode;
  /** A smaller note under the question. */
  remark?: string;
  /** Default 'ยืนยัน'. */
  okText?: string;
  /** Default 'ยกเลิก'. */
  cancelText?: string;
  /** The OK button's look; default primary ('danger' for what cannot be undone). */
  variant?: ButtonVariant;
  /** The cancel button's look; default flat. */
  cancelVariant?: ButtonVariant;
  /** Default true. */
  showOk?: boolean;
  /** Default true. */
  showCancel?: boolean;
}

export const CONFIRM_DEFAULTS = {
  title: 'ยืนยัน',
  okText: 'ยืนยัน',
  cancelText: 'ยกเลิก',
  variant: 'primary',
  cancelVariant: 'flat',
  showOk: true,
  showCancel: true,
} as const satisfies Required<Omit<ConfirmOptions, 'message' | 'remark'>>;

export type ConfirmDialogProps = ConfirmOptions & {
  /** While the answer is being carried out: the buttons wait and the dialog cannot be closed. */
  busy?: boolean;
  /** The server's Thai answer when the action failed; the dialog stays open for another try. */
  error?: string | null;
  /** Extra fields under the message (e.g. the reason of a rejection). */
  children?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape or the close button. */
  onCancel: () => void;
};

/**
 * Spec §3 confirm dialog, the one of every app: a question that must be answered, as an alert
 * dialog described by the question. The cancel button has the focus (no harm on a stray Enter);
 * Escape answers no.
 */
export function ConfirmDialog({
  title = CONFIRM_DEFAULTS.title,
  message,
  remark,
  okText = CONFIRM_DEFAULTS.okText,
  cancelText = CONFIRM_DEFAULTS.cancelText,
  variant = CONFIRM_DEFAULTS.variant,
  cancelVariant = CONFIRM_DEFAULTS.cancelVariant,
  showOk = CONFIRM_DEFAULTS.showOk,
  showCancel = CONFIRM_DEFAULTS.showCancel,
  busy = false,
  error = null,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <ModalDialog
      title={title}
      describedBy={messageId}
      onClose={busy ? () => undefined : onCancel}
      role="alertdialog"
      width={440}
      footer={
        <>
          {showCancel && (
            <button
              type="button"
              className={buttons[cancelVariant]}
              onClick={onCancel}
              disabled={busy}
              data-autofocus
            >
              {cancelText}
            </button>
          )}
          {showOk && (
            <button
              type="button"
              className={buttons[variant]}
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
              data-autofocus={showCancel || children ? undefined : true}
            >
              {busy ? 'กำลังดำเนินการ…' : okText}
            </button>
          )}
        </>
      }
    >
      <div className={styles.body}>
        <div id={messageId} className={styles.message}>
          {message}
        </div>
        {remark && <p className={styles.remark}>{remark}</p>}
        {children}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
