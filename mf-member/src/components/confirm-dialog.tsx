import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import styles from './buttons.module.css';

export type ConfirmDialogProps = {
  /** Spec §3 Confirm dialog options: title defaults to 'ยืนยัน'. */
  title?: string;
  message: string;
  okText?: string;
  cancelText?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question over the page (spec §3 Confirm dialog options). */
export function ConfirmDialog({
  title = 'ยืนยัน',
  message,
  okText = 'ยืนยัน',
  cancelText = 'ยกเลิก',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      title={title}
      onClose={onCancel}
      role="alertdialog"
      width={420}
      footer={
        <>
          <button type="button" className={styles.flat} onClick={onCancel} disabled={busy}>
            {cancelText}
          </button>
          <button type="button" className={styles.primary} onClick={onConfirm} disabled={busy} data-autofocus>
            {okText}
          </button>
        </>
      }
    >
      <p className={styles.message}>{message}</p>
    </ModalDialog>
  );
}
