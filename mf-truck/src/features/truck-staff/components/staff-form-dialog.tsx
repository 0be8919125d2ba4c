import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { useId, type FormEvent, type ReactNode } from 'react';
import styles from './staff-dialog.module.css';

export interface StaffFormDialogProps {
  title: string;
  width: number;
  submitText: string;
  /** While sending: nothing closes it and both buttons wait. */
  busy: boolean;
  /** The API's refusal that belongs to no field. */
  error: string | null | undefined;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of every staff form: a modal, its form, the refusal above the fields, cancel and send. */
export function StaffFormDialog({
  title,
  width,
  submitText,
  busy,
  error,
  onSubmit,
  onClose,
  children,
}: StaffFormDialogProps) {
  const formId = useId();
  return (
    <ModalDialog
      title={title}
      onClose={busy ? undefined : onClose}
      width={width}
      footer={
        <>
          <button type="button" className={buttonStyles.flat} onClick={onClose} disabled={busy}>
            ยกเลิก
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonStyles.primary}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'กำลังบันทึก…' : submitText}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {children}
      </form>
    </ModalDialog>
  );
}
