import { discountedUnitPrice } from '@chokdee/shared-contract/rules/shop-discount';
import type { ShopVariantRow } from '@chokdee/shared-contract/schemas/shop-stock';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { DateField } from '@chokdee/shared-kernel/ui/date-field';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { baht } from '../../../lib/cart-rules';
import { fetchShopVariant, saveShopVariant } from '../api/shop-stock';
import {
  checkVariantForm,
  VARIANT_FIELDS,
  variantFormOf,
  type VariantField,
  type VariantForm,
} from './variant-form';
import { variantLabel } from './variant-label';
import styles from './shop-stock.module.css';

export type VariantEditDialogProps = {
  row: ShopVariantRow;
  onSaved: (next: ShopVariantRow) => void;
  onClose: () => void;
};

const DISCOUNTS: { value: VariantForm['discount']; label: string }[] = [
  { value: 'none', label: 'ไม่มีส่วนลดของตัวเลือกนี้' },
  { value: 'percent', label: 'ลดเป็นเปอร์เซ็นต์ (%)' },
  { value: 'fixed', label: 'ลดเป็นจำนวนเงิน (บาท)' },
];

/**
 * One variant's shelf count and own discount. The count staff type includes the pieces buyers
 * hold (shown beside it), so it is what they count on the shelf. A save refused because another
 * staff member saved first keeps what was typed and shows the newer figures to compare.
 */
export function VariantEditDialog({ row: initial, onSaved, onClose }: VariantEditDialogProps) {
  const formId = useId();
  const id = useId();
  const [row, setRow] = useState(initial);
  const [form, setForm] = useState(() => variantFormOf(initial));
  const { busy, error, fieldErrors, setFieldErrors, submit } = useFormSubmit(VARIANT_FIELDS);
  // A field typed in again loses its old error: the message speaks of what is there now.
  const set = (patch: Partial<VariantForm>, field: VariantField) => {
    setForm((current) => ({ ...current, ...patch }));
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };
  const held = row.reserved + row.sold;
  const amount = Number(form.amount);
  const preview =
    form.discount !== 'none' && Number.isInteger(amount) && amount > 0
      ? discountedUnitPrice(row.price, { type: form.discount, amount })
      : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkVariantForm(form, row);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    let saved: ShopVariantRow | undefined;
    const done = await submit(async () => {
      try {
        saved = await saveShopVariant(row.id, checked.body);
      } catch (e) {
        // Someone saved first: the newer figures come in (what was typed stays) and the next save counts.
        if (e instanceof ApiRequestError && e.error.code === 'edited_by_other')
          setRow(await fetchShopVariant(row.id).catch(() => row));
        throw e;
      }
    }, 'บันทึกสต็อกและส่วนลดแล้ว');
    if (done && saved) onSaved(saved);
  }

  /** A labelled control with its hint and error; `clear` adds a button that empties a day. */
  const field = (
    name: VariantField,
    label: string,
    control: ReactNode,
    hint?: string,
    clear?: () => void,
  ) => {
    const fieldId = `${id}-${name}`;
    return (
      <div className={fieldStyles.field}>
        <label htmlFor={fieldId} className={fieldStyles.label}>
          {label}
        </label>
        {control}
        {clear && (
          <button
            type="button"
            className={`${buttonStyles.flat} ${buttonStyles.small} ${styles.clear}`}
            onClick={clear}
          >
            {name === 'discount.starts_on' ? 'ล้างวันเริ่ม' : 'ล้างวันสิ้นสุด'}
          </button>
        )}
        {hint && (
          <p id={`${fieldId}-hint`} className={fieldStyles.hint}>
            {hint}
          </p>
        )}
        {fieldErrors[name] && (
          <p id={`${fieldId}-error`} className={fieldStyles.error}>
            {fieldErrors[name]}
          </p>
        )}
      </div>
    );
  };
  const aria = (name: VariantField, withHint = false) => {
    const fieldId = `${id}-${name}`;
    const described = [withHint ? `${fieldId}-hint` : '', fieldErrors[name] ? `${fieldId}-error` : '']
      .filter(Boolean)
      .join(' ');
    return {
      id: fieldId,
      'aria-invalid': fieldErrors[name] ? true : undefined,
      'aria-describedby': described || undefined,
    };
  };

  return (
    <ModalDialog
      title={`สต็อกและส่วนลด: ${row.product_name}`}
      onClose={busy ? undefined : onClose}
      width={560}
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
            {busy ? 'กำลังบันทึก…' : 'บันทึก'}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>
          {variantLabel(row)} · ราคา {baht(row.price)} บาท
        </p>
        <dl className={styles.counts}>
          <div>
            <dt>พร้อมขาย</dt>
            <dd>{row.stock.toLocaleString('th-TH')}</dd>
          </div>
          <div>
            <dt>จองไว้ (รอชำระ)</dt>
            <dd>{row.reserved.toLocaleString('th-TH')}</dd>
          </div>
          <div>
            <dt>ชำระแล้ว รอส่ง</dt>
            <dd>{row.sold.toLocaleString('th-TH')}</dd>
          </div>
        </dl>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {field(
          'on_hand',
          'จำนวนสินค้าในร้าน (ชิ้น)',
          <input
            {...aria('on_hand', true)}
            className={fieldStyles.input}
            inputMode="numeric"
            value={form.on_hand}
            onChange={(event) => set({ on_hand: event.target.value }, 'on_hand')}
          />,
          held > 0
            ? `นับรวมที่ผู้ซื้อจองหรือชำระแล้ว ${held.toLocaleString('th-TH')} ชิ้น จึงตั้งต่ำกว่านั้นไม่ได้`
            : 'จำนวนที่นับได้บนชั้นวาง ทั้งหมดพร้อมขาย',
        )}
        <fieldset className={styles.discount}>
          <legend>ส่วนลดของตัวเลือกนี้</legend>
          {field(
            'discount.type',
            'ชนิดส่วนลด',
            <select
              {...aria('discount.type')}
              className={fieldStyles.input}
              value={form.discount}
              onChange={(event) =>
                set({ discount: event.target.value as VariantForm['discount'] }, 'discount.type')
              }
            >
              {DISCOUNTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>,
          )}
          {form.discount !== 'none' && (
            <>
              {field(
                'discount.amount',
                form.discount === 'percent' ? 'ลดกี่เปอร์เซ็นต์' : 'ลดกี่บาทต่อชิ้น',
                <input
                  {...aria('discount.amount', true)}
                  className={fieldStyles.input}
                  inputMode="numeric"
                  value={form.amount}
                  onChange={(event) => set({ amount: event.target.value }, 'discount.amount')}
                />,
                preview !== null
                  ? `ผู้ซื้อจ่ายชิ้นละ ${baht(preview)} บาท (จาก ${baht(row.price)} บาท)`
                  : form.discount === 'percent'
                    ? '1 ถึง 99 เปอร์เซ็นต์'
                    : `น้อยกว่าราคา ${baht(row.price)} บาท`,
              )}
              <div className={styles.days}>
                {field(
                  'discount.starts_on',
                  'เริ่มวันที่ (ไม่บังคับ)',
                  <DateField
                    {...aria('discount.starts_on')}
                    value={form.starts_on}
                    onChange={(day) => set({ starts_on: day }, 'discount.starts_on')}
                    placeholder="เริ่มทันที"
                  />,
                  undefined,
                  form.starts_on ? () => set({ starts_on: '' }, 'discount.starts_on') : undefined,
                )}
                {field(
                  'discount.ends_on',
                  'ถึงวันที่ (ไม่บังคับ)',
                  <DateField
                    {...aria('discount.ends_on')}
                    value={form.ends_on}
                    min={form.starts_on || undefined}
                    onChange={(day) => set({ ends_on: day }, 'discount.ends_on')}
                    placeholder="ไม่มีวันสิ้นสุด"
                  />,
                  undefined,
                  form.ends_on ? () => set({ ends_on: '' }, 'discount.ends_on') : undefined,
                )}
              </div>
              <p className={styles.muted}>ส่วนลดนี้ใช้แทนส่วนลดของสินค้าในวันที่กำหนด (นับถึงสิ้นวันสุดท้าย)</p>
            </>
          )}
        </fieldset>
      </form>
    </ModalDialog>
  );
}
