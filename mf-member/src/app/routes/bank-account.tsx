import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isSafeRedirect } from '@chokdee/shared-contract/rules/safe-redirect';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { fetchBankAccount, fetchBanks, saveBankAccount } from '@chokdee/shared-kernel/api/member';
import {
  BANK_FIELD_LABELS,
  BankAccountBodySchema,
  bankAccountNumberLength,
  bankLabel,
  type Bank,
  type BankAccount,
} from '@chokdee/shared-contract/schemas/bank';
import { fetchUser } from '@chokdee/shared-kernel/stores/auth';
import { FormAlert } from '../../components/form-alert';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  type FieldErrors,
} from '@chokdee/shared-contract/forms/field-errors';
import { MemberGate } from '../../components/member-gate';
import styles from '../../components/account-page.module.css';
import { accountDigits, displayAccountNumber } from '../../features/bank-account/utils/account-number';
import form from './bank-account.module.css';
import { fieldStyles as fields } from '@chokdee/shared-kernel/ui/text-field';

type BankField = keyof typeof BANK_FIELD_LABELS;
const BANK_FIELDS = Object.keys(BANK_FIELD_LABELS) as BankField[];

type BankData = { banks: Bank[]; account: BankAccount | null };

async function loadBankData(): Promise<BankData> {
  const [banks, account] = await Promise.all([fetchBanks(), fetchBankAccount()]);
  return { banks, account };
}

/**
 * /members/bank-account — the account winnings are paid to (spec §3 Bank list). `redirect_url`
 * (a same-site path, e.g. the prize cash-out that asked for a valid account) is where a save returns.
 */
export function BankAccountPage() {
  const [params] = useSearchParams();
  const redirectUrl = params.get('redirect_url');
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>บัญชีธนาคาร</h1>
      </div>
      <p className={styles.lead}>บัญชีสำหรับรับเงินรางวัล ชื่อบัญชีต้องตรงกับชื่อผู้ซื้อสลาก</p>
      <MemberGate>{() => <BankAccountLoader redirectUrl={redirectUrl} />}</MemberGate>
    </div>
  );
}

function BankAccountLoader({ redirectUrl }: { redirectUrl: string | null }) {
  const data = useRequest(requestKeys.member.bankAccount, loadBankData);
  if (data.status === 'loading') return <LoadingState label="กำลังโหลดข้อมูลบัญชี…" />;
  if (data.status === 'error')
    return (
      <div className={styles.card}>
        <FormAlert>{data.error.message}</FormAlert>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={data.retry}>
            ลองใหม่อีกครั้ง
          </button>
        </div>
      </div>
    );
  return <BankAccountForm banks={data.data.banks} account={data.data.account} redirectUrl={redirectUrl} />;
}

type BankAccountFormProps = {
  banks: Bank[];
  account: BankAccount | null;
  /** Where to go once saved; anything but a same-site path is ignored (the form stays). */
  redirectUrl?: string | null;
};

export function BankAccountForm({ banks, account, redirectUrl = null }: BankAccountFormProps) {
  const navigate = useNavigate();
  const selectId = useId();
  const [bankCode, setBankCode] = useState<string>(account?.bank_code ?? '');
  const [digits, setDigits] = useState(accountDigits(account?.account_number ?? ''));
  const [accountName, setAccountName] = useState(account?.account_name ?? '');
  const [errors, setErrors] = useState<FieldErrors<BankField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<BankAccount | null>(null);
  const [saving, setSaving] = useState(false);

  const expected = bankCode ? bankAccountNumberLength(bankCode) : 10;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSaved(null);
    const parsed = BankAccountBodySchema.safeParse({
      bank_code: bankCode,
      account_number: digits,
      account_name: accountName,
    });
    if (!parsed.success) {
      // The length rule of the bank runs only once the other fields pass; tell it at once too.
      const found = fieldErrorsFromZod(parsed.error, BANK_FIELDS);
      if (!found.account_number && bankCode && digits && digits.length !== expected) {
        found.account_number = `${BANK_FIELD_LABELS.account_number}ต้องเป็นตัวเลข ${expected} หลัก`;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      setSaved(await saveBankAccount(parsed.data));
      // The member record carries the bank account (profile, guards): refresh it, quietly.
      fetchUser().catch(() => undefined);
      if (isSafeRedirect(redirectUrl)) navigate(redirectUrl);
    } catch (e) {
      const error = toApiError(e);
      setFailure(error.message);
      setErrors(fieldErrorsFromApi(error.errors, BANK_FIELDS));
    } finally {
      setSaving(false);
    }
  }

  const bankError = errors.bank_code;

  return (
    <form className={`${styles.card} ${form.form}`} noValidate onSubmit={onSubmit}>
      {failure && <FormAlert>{failure}</FormAlert>}
      {saved && (
        <FormAlert tone="success">
          บันทึกบัญชีแล้ว: {bankLabel(saved.bank_code)} {displayAccountNumber(saved.account_number)}
        </FormAlert>
      )}
      <div className={fields.field}>
        <label htmlFor={selectId} className={fields.label}>
          <span className={fields.required} aria-hidden="true">
            *{' '}
          </span>
          {BANK_FIELD_LABELS.bank_code}
        </label>
        <select
          id={selectId}
          name="bank_code"
          className={fields.input}
          value={bankCode}
          aria-required="true"
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? `${selectId}-error` : undefined}
          onChange={(e) => {
            setBankCode(e.target.value);
            setErrors((current) => ({ ...current, bank_code: undefined }));
          }}
        >
          <option value="">เลือกธนาคาร</option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        {bankError && (
          <p id={`${selectId}-error`} className={fields.error}>
            {bankError}
          </p>
        )}
      </div>
      <TextField
        label={BANK_FIELD_LABELS.account_number}
        name="account_number"
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder="เช่น 123-4-56789-0"
        hint={`ตัวเลข ${expected} หลัก`}
        value={displayAccountNumber(digits)}
        error={errors.account_number}
        onChange={(e) => {
          setDigits(accountDigits(e.target.value));
          setErrors((current) => ({ ...current, account_number: undefined }));
        }}
      />
      <TextField
        label={BANK_FIELD_LABELS.account_name}
        name="account_name"
        required
        autoComplete="name"
        value={accountName}
        error={errors.account_name}
        onChange={(e) => {
          setAccountName(e.target.value);
          setErrors((current) => ({ ...current, account_name: undefined }));
        }}
      />
      <div className={form.buttons}>
        <button type="submit" className={buttons.primary} disabled={saving}>
          {saving ? 'กำลังบันทึก…' : 'บันทึกบัญชี'}
        </button>
      </div>
    </form>
  );
}
