import { bpsAsPercent } from '@chokdee/shared-contract/rules/prize-claim';
import type { StoreClaimFee } from '@chokdee/shared-contract/schemas/prize-claim';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import { putClaimFee } from '../api/claim-fee';
import { checkFeePercent, FEE_MAX_PERCENT } from '../utils/fee-percent';
import styles from './claim-fee-form.module.css';

export type ClaimFeeFormProps = {
  fee: StoreClaimFee;
  onSaved: (fee: StoreClaimFee) => void;
};

/** The fee as the store charges it now, in words. */
function currentFeeText(fee: StoreClaimFee): string {
  return fee.fee_bps === null
    ? `${bpsAsPercent(fee.default_fee_bps)}% (ค่าเริ่มต้นของระบบ)`
    : `${bpsAsPercent(fee.fee_bps)}%`;
}

/**
 * The store's cash-out fee: its own percent (0–10 %, in steps of 0.01 %) or the site's default.
 * Checked here with the contract's messages before the PUT; what was typed stays on any error.
 */
export function ClaimFeeForm({ fee, onSaved }: ClaimFeeFormProps) {
  const id = useId();
  const [useDefault, setUseDefault] = useState(fee.fee_bps === null);
  const [percent, setPercent] = useState(fee.fee_bps === null ? '' : bpsAsPercent(fee.fee_bps));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    setServerError(null);
    const check = useDefault ? ({ ok: true, body: { fee_bps: null } } as const) : checkFeePercent(percent);
    if (!check.ok) {
      setFieldError(check.error);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const answer = await putClaimFee(check.body);
      setSaved(true);
      onSaved(answer);
    } catch (e) {
      const error = toApiError(e);
      const onField = error.errors.find((f) => f.field === 'fee_bps');
      if (onField) setFieldError(onField.message);
      else setServerError(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        ค่าบริการขึ้นเงินรางวัล
      </h2>
      <p className={styles.current}>
        ค่าบริการปัจจุบัน: <strong>{currentFeeText(fee)}</strong>
      </p>
      {/* Folded on a phone-first page: the list comes before a setting changed now and then. */}
      <details
        className={styles.change}
        open={editing}
        onToggle={(event) => setEditing(event.currentTarget.open)}
      >
        <summary className={styles.summary}>เปลี่ยนค่าบริการ</summary>
        <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={useDefault}
              onChange={(event) => {
                setUseDefault(event.target.checked);
                setFieldError(undefined);
                setSaved(false);
              }}
            />
            ใช้ค่าเริ่มต้นของระบบ ({bpsAsPercent(fee.default_fee_bps)}%)
          </label>
          <TextField
            className={styles.percent}
            label="ค่าบริการของร้าน (%)"
            name="fee_percent"
            inputMode="decimal"
            autoComplete="off"
            required={!useDefault}
            disabled={useDefault}
            value={percent}
            placeholder={bpsAsPercent(fee.default_fee_bps)}
            onChange={(event) => {
              setPercent(event.target.value);
              setFieldError(undefined);
              setSaved(false);
            }}
            hint={`0–${FEE_MAX_PERCENT}% ทีละ 0.01% หักจากเงินรางวัลของคำขอที่ส่งหลังบันทึก (ไม่รวมการขึ้นเงินด้วยตนเองที่ สนง.สลากฯ)`}
            error={fieldError}
          />
          <button
            type="submit"
            className={`${buttons.primary} ${buttons.small}`}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'กำลังบันทึก…' : 'บันทึกค่าบริการ'}
          </button>
          {serverError && (
            <p className={styles.error} role="alert">
              {serverError}
            </p>
          )}
          <p className={styles.saved} role="status">
            {saved ? 'บันทึกค่าบริการแล้ว' : ''}
          </p>
        </form>
      </details>
    </section>
  );
}
