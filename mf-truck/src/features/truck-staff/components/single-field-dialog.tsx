import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { TextField, type TextFieldProps } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useStaffSubmit } from '../hooks/use-staff-submit';
import styles from './staff-dialog.module.css';

export type SingleFieldDialogProps<F extends string> = {
  title: string;
  /** What the change does, above the field. */
  intro?: ReactNode;
  field: F;
  input: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>;
  initialValue?: string;
  submitText: string;
  /** Sends the value; its Thai field error shows under the field. */
  send: (value: string) => Promise<unknown>;
  doneMessage: (value: string) => string;
  onClose: () => void;
};

/** A dialog that changes one thing of an operator (their name, their password). */
export function SingleFieldDialog<F extends string>({
  title,
  intro,
  field,
  input,
  initialValue = '',
  submitText,
  send,
  doneMessage,
  onClose,
}: SingleFieldDialogProps<F>) {
  const formId = useId();
  const [value, setValue] = useState(initialValue);
  const { busy, error, fieldErrors, submit } = useStaffSubmit([field]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await submit(() => send(value), doneMessage(value))) onClose();
  }

  return (
    <ModalDialog
      title={title}
      onClose={busy ? undefined : onClose}
      width={440}
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
        {intro}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <TextField
          {...input}
          name={field}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={fieldErrors[field]}
        />
      </form>
    </ModalDialog>
  );
}
