import { useId, useState, type FormEvent } from 'react';
import { toApiError } from '../../api/client';
import { createAddress, searchThaiAddresses, updateAddress } from '../../api/member';
import {
  ADDRESS_FIELD_LABELS,
  type Address,
  type AddressField,
  type ThaiAddress,
} from '@chokdee/shared-contract/schemas/address';
import {
  addressValues,
  ADDRESS_FIELDS,
  checkAddress,
  type AddressValues,
} from '@chokdee/shared-contract/forms/address-form';
import { fieldErrorsFromApi, type FieldErrors } from '@chokdee/shared-contract/forms/field-errors';
import { ADDRESS_TEXTS } from '@chokdee/shared-contract/forms/address-form';
import { buttonStyles as buttons } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ModalDialog } from '../../ui/modal-dialog';
import { ThaiAddressCombobox } from './thai-address-combobox';
import styles from './address-form.module.css';
import { fieldStyles as fields } from '../../ui/text-field';

export type AddressFormModalProps = {
  /** The address to edit; none adds a new one. */
  address?: Address | null;
  onClose: () => void;
  /** Saved: the address as the API answered it, and the Thai success text to show. */
  onSaved: (address: Address, message: string) => void;
};

type PlainField = Exclude<AddressField, keyof ThaiAddress>;

const PLACE_PARTS: { name: keyof ThaiAddress; numeric?: boolean }[] = [
  { name: 'sub_district' },
  { name: 'district' },
  { name: 'province' },
  { name: 'zip_code', numeric: true },
];

/** The address form (spec §2 widgets, §5 rules): add or edit, confirm, then save. */
export function AddressFormModal({ address, onClose, onSaved }: AddressFormModalProps) {
  const formId = useId();
  const editing = Boolean(address);
  const [values, setValues] = useState<AddressValues>(() => addressValues(address));
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function set(field: AddressField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function pickPlace(place: ThaiAddress) {
    setValues((v) => ({ ...v, ...place }));
    setErrors((e) => ({
      ...e,
      sub_district: undefined,
      district: undefined,
      province: undefined,
      zip_code: undefined,
    }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkAddress(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setConfirming(true);
  }

  async function save() {
    const check = checkAddress(values);
    if (!check.ok) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = address ? await updateAddress(address.id, check.body) : await createAddress(check.body);
      setConfirming(false);
      onSaved(saved, editing ? ADDRESS_TEXTS.updated : ADDRESS_TEXTS.created);
    } catch (e) {
      const error = toApiError(e);
      setConfirming(false);
      setFailure(`${ADDRESS_TEXTS.saveFailed}${error.message}`);
      setErrors(fieldErrorsFromApi(error.errors, ADDRESS_FIELDS));
    } finally {
      setSaving(false);
    }
  }

  function plain(field: PlainField, options: { wide?: boolean; multiline?: boolean; tel?: boolean } = {}) {
    const id = `${formId}-${field}`;
    const error = errors[field];
    const common = {
      id,
      name: field,
      className: fields.input,
      value: values[field],
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    } as const;
    return (
      <div className={options.wide ? `${fields.field} ${styles.wide}` : fields.field}>
        <label htmlFor={id} className={fields.label}>
          <span className={fields.required}>* </span>
          {ADDRESS_FIELD_LABELS[field]}
        </label>
        {options.multiline ? (
          <textarea {...common} rows={3} onChange={(e) => set(field, e.target.value)} />
        ) : (
          <input
            {...common}
            type={options.tel ? 'tel' : 'text'}
            inputMode={options.tel ? 'numeric' : undefined}
            maxLength={options.tel ? 10 : undefined}
            autoComplete={options.tel ? 'tel-national' : undefined}
            onChange={(e) => set(field, options.tel ? e.target.value.replace(/\D/g, '') : e.target.value)}
          />
        )}
        {error && (
          <p id={`${id}-error`} className={fields.error}>
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <>
      <ModalDialog
        title={editing ? 'แก้ไขที่อยู่' : 'เพิ่มที่อยู่ใหม่'}
        onClose={onClose}
        footer={
          <>
            <button type="button" className={buttons.flat} onClick={onClose}>
              ยกเลิก
            </button>
            <button type="submit" form={formId} className={buttons.primary} disabled={saving}>
              บันทึกที่อยู่
            </button>
          </>
        }
      >
        <form id={formId} className={styles.form} noValidate onSubmit={onSubmit}>
          {failure && (
            <p className={`${styles.failure} ${styles.wide}`} role="alert">
              {failure}
            </p>
          )}
          {plain('name', { wide: true })}
          {plain('recipient')}
          {plain('tel', { tel: true })}
          {plain('address', { wide: true, multiline: true })}
          <p className={`${fields.hint} ${styles.wide}`}>
            พิมพ์ตำบล อำเภอ จังหวัด หรือรหัสไปรษณีย์ แล้วเลือกจากรายการเพื่อกรอกให้อัตโนมัติ
          </p>
          {PLACE_PARTS.map(({ name, numeric }) => (
            <ThaiAddressCombobox
              key={name}
              name={name}
              label={ADDRESS_FIELD_LABELS[name]}
              value={values[name]}
              error={errors[name]}
              inputMode={numeric ? 'numeric' : 'text'}
              search={(q) => searchThaiAddresses(q)}
              onChange={(value) => set(name, value)}
              onPick={pickPlace}
            />
          ))}
        </form>
      </ModalDialog>
      {confirming && (
        <ConfirmDialog
          message={editing ? ADDRESS_TEXTS.confirmUpdate : ADDRESS_TEXTS.confirmCreate}
          busy={saving}
          onConfirm={save}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
