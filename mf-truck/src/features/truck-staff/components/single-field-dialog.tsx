import { TextField, type TextFieldProps } from '@chokdee/shared-kernel/ui/text-field';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import { StaffFormDialog } from './staff-form-dialog';

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
  const [value, setValue] = useState(initialValue);
  const { busy, error, fieldErrors, submit } = useFormSubmit([field]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await submit(() => send(value), doneMessage(value))) onClose();
  }

  return (
    <StaffFormDialog
      title={title}
      width={440}
      submitText={submitText}
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {intro}
      <TextField
        {...input}
        name={field}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldErrors[field]}
      />
    </StaffFormDialog>
  );
}
