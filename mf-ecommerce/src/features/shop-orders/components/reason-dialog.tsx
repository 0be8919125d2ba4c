import { fieldErrorsFromZod } from '@chokdee/shared-contract/forms/field-errors';
import {
  SHOP_ADMIN_LIMITS,
  ShopRefuseBodySchema,
  type ShopOrderDetail,
} from '@chokdee/shared-contract/schemas/shop-admin';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import styles from './shop-orders.module.css';

export type ReasonDialogProps = {
  title: string;
  /** What happens, said before the reason is asked. */
  message: string;
  label: string;
  okText: string;
  doneMessage: string;
  send: (reason: string) => Promise<ShopOrderDetail>;
  onDone: (next: ShopOrderDetail) => void;
  onClose: () => void;
};

const FIELDS = ['reason'] as const;

/** A step the buyer must be told why of (refusing a slip, cancelling): the reason is required and kept after a refusal. */
export function ReasonDialog({
  title,
  message,
  label,
  okText,
  doneMessage,
  send,
  onDone,
  onClose,
}: ReasonDialogProps) {
  const formId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const { busy, error, fieldErrors, setFieldErrors, submit } = useFormSubmit(FIELDS);
  const fieldError = fieldErrors.reason;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ShopRefuseBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(parsed.error, FIELDS));
      return;
    }
    let next: ShopOrderDetail | undefined;
    const sent = await submit(async () => {
      next = await send(parsed.data.reason);
    }, doneMessage);
    if (sent && next) onDone(next);
  }

  return (
    <ModalDialog
      title={title}
      onClose={busy ? undefined : onClose}
      width={480}
      footer={
        <>
          <button type="button" className={buttonStyles.flat} onClick={onClose} disabled={busy}>
            ปิด
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonStyles.danger}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'กำลังบันทึก…' : okText}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>{message}</p>
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
            {label}
          </label>
          <textarea
            id={fieldId}
            name="reason"
            className={`${fieldStyles.input} ${styles.reason}`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={SHOP_ADMIN_LIMITS.reasonMax}
            rows={3}
            aria-required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${fieldId}-hint${fieldError ? ` ${fieldId}-error` : ''}`}
          />
          <p id={`${fieldId}-hint`} className={fieldStyles.hint}>
            ผู้ซื้อจะเห็นเหตุผลนี้ในหน้าคำสั่งซื้อ · ไม่เกิน {SHOP_ADMIN_LIMITS.reasonMax} ตัวอักษร
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
