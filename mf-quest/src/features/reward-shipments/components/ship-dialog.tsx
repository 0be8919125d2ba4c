import { fieldErrorsFromZod } from '@chokdee/shared-contract/forms/field-errors';
import { CARRIER_LABELS, CARRIERS } from '@chokdee/shared-contract/schemas/carriers';
import {
  ShipRewardBodySchema,
  type RewardShipment,
} from '@chokdee/shared-contract/schemas/reward-shipments-admin';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { fieldStyles, TextField } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import { shipReward } from '../api/reward-shipments';
import styles from './reward-shipments.module.css';

export type ShipDialogProps = {
  shipment: RewardShipment;
  onDone: () => void;
  onClose: () => void;
};

const FIELDS = ['carrier', 'tracking_number'] as const;

const TRACKING_HINTS: Record<string, string> = {
  thailand_post: 'เช่น EF123456789TH',
  '': 'ตัวอักษรภาษาอังกฤษหรือตัวเลข 8–20 ตัว',
};

/** Staff choose the carrier and type the tracking number; what was typed stays after a refusal. */
export function ShipDialog({ shipment, onDone, onClose }: ShipDialogProps) {
  const formId = useId();
  const carrierId = useId();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const { busy, error, fieldErrors, setFieldErrors, submit } = useFormSubmit(FIELDS);
  const carrierError = fieldErrors.carrier;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ShipRewardBodySchema.safeParse({ carrier, tracking_number: tracking });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(parsed.error, FIELDS));
      return;
    }
    const sent = await submit(
      () => shipReward(shipment, parsed.data),
      `จัดส่ง “${shipment.item_name}” แล้ว เลขพัสดุ ${parsed.data.tracking_number}`,
    );
    if (sent) onDone();
  }

  return (
    <ModalDialog
      title="จัดส่งของรางวัล"
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
            className={buttonStyles.primary}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'กำลังบันทึก…' : 'ยืนยันการจัดส่ง'}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>
          “{shipment.item_name}” ถึง {shipment.address?.recipient ?? shipment.member.name}{' '}
          สมาชิกจะเห็นเลขพัสดุในหน้าการจัดส่งของตน
        </p>
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
            onChange={(event) => setCarrier(event.target.value)}
            aria-required
            aria-invalid={carrierError ? true : undefined}
            aria-describedby={carrierError ? `${carrierId}-error` : undefined}
          >
            <option value="">เลือกบริษัทขนส่ง</option>
            {CARRIERS.map((code) => (
              <option key={code} value={code}>
                {CARRIER_LABELS[code]}
              </option>
            ))}
          </select>
          {carrierError && (
            <p id={`${carrierId}-error`} className={fieldStyles.error}>
              {carrierError}
            </p>
          )}
        </div>
        <TextField
          label="เลขพัสดุ"
          name="tracking_number"
          required
          value={tracking}
          onChange={(event) => setTracking(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          hint={TRACKING_HINTS[carrier] ?? TRACKING_HINTS['']}
          error={fieldErrors.tracking_number}
        />
      </form>
    </ModalDialog>
  );
}
