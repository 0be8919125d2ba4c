import { fieldErrorsFromZod } from '@chokdee/shared-contract/forms/field-errors';
import { PRAY_LIMITS, PrayRejectBodySchema } from '@chokdee/shared-contract/schemas/pray';
import type { PrayReviewProject } from '@chokdee/shared-contract/schemas/pray-review';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import { rejectProject } from '../api/review-projects';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import styles from './pray-review.module.css';

export type RejectDialogProps = {
  project: PrayReviewProject;
  onDone: () => void;
  onClose: () => void;
};

const FIELDS = ['reason'] as const;

/** Sends a project back to its owner: the reason is required, and what was typed stays after a refusal. */
export function RejectDialog({ project, onDone, onClose }: RejectDialogProps) {
  const formId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const { busy, error, fieldErrors, setFieldErrors, submit } = useFormSubmit(FIELDS);
  const fieldError = fieldErrors.reason;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = PrayRejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(parsed.error, FIELDS));
      return;
    }
    const sent = await submit(
      () => rejectProject(project.id, parsed.data.reason),
      `ไม่อนุมัติ “${project.title}” แล้ว`,
    );
    if (sent) onDone();
  }

  return (
    <ModalDialog
      title="ไม่อนุมัติคำขอพร"
      onClose={busy ? undefined : onClose}
      width={480}
      footer={
        <>
          <button type="button" className={buttonStyles.flat} onClick={onClose} disabled={busy}>
            ยกเลิก
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonStyles.danger}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'กำลังบันทึก…' : 'ไม่อนุมัติ'}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>
          “{project.title}” จะกลับไปให้เจ้าของแก้ไข เจ้าของจะเห็นเหตุผลนี้ในหน้าคำขอพรของฉัน
        </p>
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
            เหตุผลที่ไม่อนุมัติ
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
