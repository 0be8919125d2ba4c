import { useId } from 'react';
import { ModalDialog } from './modal-dialog';
import styles from './buttons.module.css';

export type ConfirmDialogProps = {
  /** The question, e.g. 'คุณต้องการออกจากระบบ ?'. */
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question in a modal; Escape and the cancel button both answer no. */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel = 'ยกเลิก',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <ModalDialog labelledBy={id} onCancel={onCancel}>
      <p id={id} className={styles.question}>
        {message}
      </p>
      <div className={styles.row}>
        <button type="button" className={styles.secondary} onClick={onCancel} data-autofocus>
          {cancelLabel}
        </button>
        <button type="button" className={styles.primary} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
