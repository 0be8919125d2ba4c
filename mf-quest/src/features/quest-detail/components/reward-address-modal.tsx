import { claimQuestReward } from '../../../api/quests';
import { searchThaiAddresses } from '@chokdee/shared-kernel/api/member';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { emit } from '@chokdee/shared-kernel/events';
import type { ThaiAddress } from '@chokdee/shared-contract/schemas/address';
import {
  REWARD_CLAIM_FIELD_LABELS,
  RewardClaimBodySchema,
  type Quest,
  type RewardClaimField,
} from '@chokdee/shared-contract/schemas/quest';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { ThaiAddressCombobox } from '@chokdee/shared-kernel/ui/address/thai-address-combobox';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { fieldStyles as fields } from '@chokdee/shared-kernel/ui/text-field';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  type FieldErrors,
} from '@chokdee/shared-contract/forms/field-errors';
import { useId, useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { firstReward } from '../../../lib/quest-rules';
import '../../../stores/quest-events';
import styles from './quest-detail.module.css';

type Values = Record<RewardClaimField, string>;
const FIELDS = Object.keys(REWARD_CLAIM_FIELD_LABELS) as RewardClaimField[];
const EMPTY: Values = {
  recipient: '',
  tel: '',
  address: '',
  sub_district: '',
  district: '',
  province: '',
  zip_code: '',
  remark: '',
};
const PLACES: { name: keyof ThaiAddress; numeric?: boolean }[] = [
  { name: 'sub_district' },
  { name: 'district' },
  { name: 'province' },
  { name: 'zip_code', numeric: true },
];

/** Spec §8 texts of the reward registration. */
export const CLAIM_TEXTS = {
  failed: 'ไม่สามารถส่งข้อมูลลงทะเบียนได้',
  success: 'ลงทะเบียนรับของรางวัลสำเร็จ',
  successDetail: 'รอรับของรางวัลได้เลย',
} as const;

/** Spec §2 reward address modal: where the reward goes, checked as the API checks it (spec §5). */
export function RewardAddressModal({ quest, onClose }: { quest: Quest; onClose: () => void }) {
  const formId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RewardClaimField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const reward = firstReward(quest);

  const set = (field: RewardClaimField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = RewardClaimBodySchema.safeParse({ ...values, quest_reward_id: reward?.id });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, FIELDS));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const shipment = await claimQuestReward(parsed.data);
      setDone(true);
      // The store refetches: the strip and the gift button's count move at once.
      emit('quest:claimed', { questId: quest.id, shipmentId: shipment.id });
    } catch (e) {
      const error = toApiError(e);
      setFailure(`${CLAIM_TEXTS.failed} ${error.message}`);
      setErrors(fieldErrorsFromApi(error.errors, FIELDS));
    } finally {
      setSaving(false);
    }
  }

  if (done) {
    return (
      <ModalDialog
        title={CLAIM_TEXTS.success}
        onClose={onClose}
        width={400}
        footer={
          <>
            <button type="button" className={buttons.flat} onClick={onClose}>
              ตกลง
            </button>
            <AppLink href={paths.activities.getHref()} className={buttons.primary} onClick={onClose}>
              ดูกิจกรรมของฉัน
            </AppLink>
          </>
        }
      >
        <p className={styles.success}>{CLAIM_TEXTS.successDetail}</p>
      </ModalDialog>
    );
  }

  const plain = (
    field: 'recipient' | 'tel' | 'address' | 'remark',
    options: { tel?: boolean; rows?: number } = {},
  ) => {
    const id = `${formId}-${field}`;
    const error = errors[field];
    const required = field !== 'remark';
    const common = {
      id,
      name: field,
      className: fields.input,
      value: values[field],
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    } as const;
    return (
      <div className={`${fields.field} ${options.rows ? styles.wide : ''}`}>
        <label htmlFor={id} className={fields.label}>
          {required && <span className={fields.required}>* </span>}
          {REWARD_CLAIM_FIELD_LABELS[field]}
        </label>
        {options.rows ? (
          <textarea {...common} rows={options.rows} onChange={(e) => set(field, e.target.value)} />
        ) : (
          <input
            {...common}
            type={options.tel ? 'tel' : 'text'}
            inputMode={options.tel ? 'numeric' : undefined}
            maxLength={options.tel ? 10 : undefined}
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
  };

  return (
    <ModalDialog
      title="ที่อยู่สำหรับจัดส่งของรางวัล"
      onClose={onClose}
      footer={
        <button
          type="submit"
          form={formId}
          className={`${buttons.primary} ${buttons.block}`}
          disabled={saving}
        >
          ลงทะเบียนรับของรางวัล
        </button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={onSubmit}>
        {failure && (
          <p className={`${styles.failure} ${styles.wide}`} role="alert">
            {failure}
          </p>
        )}
        {plain('recipient')}
        {plain('tel', { tel: true })}
        {plain('address', { rows: 2 })}
        {PLACES.map(({ name, numeric }) => (
          <ThaiAddressCombobox
            key={name}
            name={name}
            label={REWARD_CLAIM_FIELD_LABELS[name]}
            value={values[name]}
            error={errors[name]}
            inputMode={numeric ? 'numeric' : 'text'}
            search={(q) => searchThaiAddresses(q)}
            onChange={(value) => set(name, value)}
            onPick={(place) => {
              setValues((v) => ({ ...v, ...place }));
              setErrors((e) => ({
                ...e,
                sub_district: undefined,
                district: undefined,
                province: undefined,
                zip_code: undefined,
              }));
            }}
          />
        ))}
        {plain('remark', { rows: 4 })}
      </form>
    </ModalDialog>
  );
}
