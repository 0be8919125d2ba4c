import { fieldErrorsFromZod } from '@chokdee/shared-contract/forms/field-errors';
import { CARRIER_LABELS, CARRIERS, type Carrier } from '@chokdee/shared-contract/schemas/carriers';
import { ShopShipBodySchema, type ShopOrderDetail } from '@chokdee/shared-contract/schemas/shop-admin';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import { shipOrder } from '../api/shop-orders';
import styles from './shop-orders.module.css';

export type ShipDialogProps = {
  id: number;
  code: string;
  onDone: (next: ShopOrderDetail) => void;
  onClose: () => void;
};

const FIELDS = ['carrier', 'tracking_no'] as const;

/** The parcel leaves: the carrier from the fixed list and its tracking number, which the buyer sees. */
export function ShipDialog({ id, code, onDone, onClose }: ShipDialogProps) {
  const formId = useId();
  const carrierId = useId();
  const trackingId = useId();
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [tracking, setTracking] = useState('');
  const { busy, error, fieldErrors, setFieldErrors, submit } = useFormSubmit(FIELDS);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ShopShipBodySchema.safeParse({ carrier: carrier || undefined, tracking_no: tracking });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(parsed.error, FIELDS));
      return;
    }
    let next: ShopOrderDetail | undefined;
    const sent = await submit(async () => {
      next = await shipOrder(id, parsed.data);
    }, `บันทึกการจัดส่ง ${code} แล้ว`);
    if (sent && next) onDone(next);
  }

  const described = (fieldId: string, problem: string | undefined) =>
    problem ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId}-error` } : {};

  return (
    <ModalDialog
      title={`จัดส่งคำสั่งซื้อ ${code}`}
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
            className={buttonStyles.primary}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'กำลังบันทึก…' : 'บันทึกการจัดส่ง'}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={fieldStyles.field}>
          <label htmlFor={carrierId} className={fieldStyles.label}>
            <span className={fieldStyles.required} aria-hidden="true">
              *{' '}
            </span>
            บริษัทขนส่ง
          </label>
          <select
            id={carrierId}
            name="carrier"
            className={fieldStyles.input}
            value={carrier}
            onChange={(event) => setCarrier(event.target.value as Carrier | '')}
            aria-required
            {...described(carrierId, fieldErrors.carrier)}
          >
            <option value="">เลือกบริษัทขนส่ง</option>
            {CARRIERS.map((value) => (
              <option key={value} value={value}>
                {CARRIER_LABELS[value]}
              </option>
            ))}
          </select>
          {fieldErrors.carrier && (
            <p id={`${carrierId}-error`} className={fieldStyles.error}>
              {fieldErrors.carrier}
            </p>
          )}
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={trackingId} className={fieldStyles.label}>
            <span className={fieldStyles.required} aria-hidden="true">
              *{' '}
            </span>
            เลขพัสดุ
          </label>
          <input
            id={trackingId}
            name="tracking_no"
            className={fieldStyles.input}
            value={tracking}
            onChange={(event) => setTracking(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            aria-required
            {...described(trackingId, fieldErrors.tracking_no)}
          />
          <p className={fieldStyles.hint}>ไปรษณีย์ไทย เช่น EB123456789TH · บริษัทอื่น ตัวอักษรและตัวเลข 8–20 ตัว</p>
          {fieldErrors.tracking_no && (
            <p id={`${trackingId}-error`} className={fieldStyles.error}>
              {fieldErrors.tracking_no}
            </p>
          )}
        </div>
      </form>
    </ModalDialog>
  );
}
