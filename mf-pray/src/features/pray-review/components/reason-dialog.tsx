import { fieldErrorsFromZod } from '@chokdee/shared-contract/forms/field-errors';
import { PRAY_LIMITS } from '@chokdee/shared-contract/schemas/pray';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import styles from './pray-review.module.css';

export type ReasonDialogProps<T> = {
  title: string;
  /** What happens, in one line the reviewer reads before sending. */
  explain: string;
  label: string;
  okText: string;
  /** The contract's body schema: its Thai messages are the field's. */
  schema: z.ZodType<{ reason: string }>;
  send: (reason: string) => Promise<T>;
  doneText: string;
  /** Called with what `send` answered, once the decision is made. */
  onDone: (answer: T) => void;
  onClose: () => void;
};

const FIELDS = ['reason'] as const;

/** A decision that needs a reason the author will read (refuse a project or news, hide news); typed text stays after a refusal. */
export function ReasonDialog<T>(props: ReasonDialogProps<T>) {
  const formId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const { busy, error, fieldErrors, setFieldErrors, submit } = useFormSubmit(FIELDS);
  const fieldError = fieldErrors.reason;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = props.schema.safeParse({ reason });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(parsed.error, FIELDS));
      return;
    }
    let answer: T | undefined;
    const sent = await submit(async () => {
      answer = await props.send(parsed.data.reason);
    }, props.doneText);
    if (sent) props.onDone(answer as T);
  }

  return (
    <ModalDialog
      title={props.title}
      onClose={busy ? undefined : props.onClose}
      width={480}
      footer={
        <>
          <button type="button" className={buttonStyles.flat} onClick={props.onClose} disabled={busy}>
            ยกเลิก
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonStyles.danger}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'กำลังบันทึก…' : props.okText}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>{props.explain}</p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={fieldStyles.field}>
          <label htmlFor={fieldId} className={fieldStyles.label}>
            <span className={fieldStyles.required} aria-hidden="true">
              *{' '}
            </span>
            {props.label}
          </label>
          <textarea
            id={fieldId}
            name="reason"
            className={`${fieldStyles.input} ${styles.reason}`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={PRAY_LIMITS.rejectReasonMax}
            rows={4}
            aria-required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${fieldId}-hint${fieldError ? ` ${fieldId}-error` : ''}`}
          />
          <p id={`${fieldId}-hint`} className={fieldStyles.hint}>
            ไม่เกิน {PRAY_LIMITS.rejectReasonMax} ตัวอักษร
          </p>
          {fieldError && (
            <p id={`${fieldId}-error`} className={fieldStyles.error}>
              {fieldError}
            </p>
          )}
        </div>
      </form>
    </ModalDialog>
  );
}
