import type { ReactNode } from 'react';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import buttons from './buttons.module.css';
import styles from './confirm-dialog.module.css';

export type ConfirmDialogProps = {
  /** Spec §3 Confirm dialog options: title defaults to 'ยืนยัน'. */
  title?: string;
  message: ReactNode;
  okText?: string;
  cancelText?: string;
  /** 'danger' for what cannot be undone (cancel an order, reject a slip). */
  variant?: 'primary' | 'danger';
  busy?: boolean;
  /** The server's Thai answer when the action failed; the dialog stays open for another try. */
  error?: string | null;
  /** Extra fields under the message (e.g. the reason of a rejection). */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question over the page (spec §3 Confirm dialog options). */
export function ConfirmDialog({
  title = 'ยืนยัน',
  message,
  okText = 'ยืนยัน',
  cancelText = 'ยกเลิก',
  variant = 'primary',
  busy = false,
  error = null,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      title={title}
      onClose={busy ? () => undefined : onCancel}
      role="alertdialog"
      width={440}
      footer={
        <>
          <button type="button" className={buttons.flat} onClick={onCancel} disabled={busy}>
            {cancelText}
          </button>
          <button
            type="button"
            className={variant === 'danger' ? buttons.danger : buttons.primary}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            data-autofocus={children ? undefined : true}
          >
            {busy ? 'กำลังดำเนินการ…' : okText}
          </button>
        </>
      }
    >
      <div className={styles.body}>
        <div className={styles.message}>{message}</div>
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
