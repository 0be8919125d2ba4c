import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { shellPagePaths } from '@chokdee/shared-contract/app-paths';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { sendComplaint } from './complaints-api';
import { toApiError } from '@chokdee/shared-kernel/api/api-request-error';
import {
  COMPLAINT_FIELD_LABELS,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_MESSAGES,
  COMPLAINT_TOPICS,
  type ComplaintReceipt,
  type ComplaintTopic,
} from '@chokdee/shared-contract/schemas/complaint';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { ChoiceField } from '@chokdee/shared-kernel/ui/choice-field';
import { TextAreaField } from './choice-fields';
import {
  fieldErrorsFromApi,
  firstInvalidField,
  prefillFrom,
  shownValues,
  validateComplaint,
  type ComplaintField,
  type FieldErrors,
  type TypedValues,
} from './complaint-form-rules';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import styles from './complaint-form.module.css';

const TOPIC_OPTIONS = (Object.keys(COMPLAINT_TOPICS) as ComplaintTopic[]).map((value) => ({
  value,
  label: COMPLAINT_TOPICS[value],
}));

function focusable(found: Element | RadioNodeList | null): HTMLElement | null {
  if (found instanceof RadioNodeList) return (found[0] as HTMLElement | undefined) ?? null;
  return found as HTMLElement | null;
}

/**
 * Spec §2 /complain: the complaint form. Checked here with the kernel's schema (Thai message
 * under each field, focus on the first), then by the API; a failed send keeps everything typed.
 */
export function ComplaintForm() {
  const user = useStore($user);
  const [typed, setTyped] = useState<TypedValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ComplaintReceipt | null>(null);
  const [sending, setSending] = useState(false);

  const values = shownValues(typed, prefillFrom(user));
  const showErrors = (form: HTMLFormElement, next: FieldErrors) => {
    setErrors(next);
    const first = firstInvalidField(next);
    // Fields are found by name: every control of this form carries its field's name (the topic's
    // radios share one, and the first of them takes the focus).
    if (first) focusable(form.elements.namedItem(first))?.focus();
  };
  const change = (field: ComplaintField) => (event: { target: { value: string } }) => {
    setTyped((current) => ({ ...current, [field]: event.target.value }));
    // The message under a field goes once the visitor works on it again.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    setFailure(null);
    setReceipt(null);
    const checked = validateComplaint(values);
    if (!checked.ok) {
      showErrors(form, checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await sendComplaint(checked.body);
      setReceipt(answer);
      setTyped({});
    } catch (e) {
      const error = toApiError(e);
      setFailure(error.message || COMPLAINT_MESSAGES.failed);
      showErrors(form, fieldErrorsFromApi(error.errors));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby="complain-required-note">
      <p id="complain-required-note" className={styles.note}>
        ช่องที่มีเครื่องหมาย * ต้องกรอก
      </p>
      <TextField
        label={COMPLAINT_FIELD_LABELS.name}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={change('name')}
        error={errors.name}
      />
      <TextField
        label={COMPLAINT_FIELD_LABELS.tel}
        name="tel"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        hint="ตัวเลข 10 หลัก เช่น 0812345678"
        value={values.tel}
        onChange={change('tel')}
        error={errors.tel}
      />
      <TextField
        label={`${COMPLAINT_FIELD_LABELS.email} (ไม่บังคับ)`}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <ChoiceField
        label={COMPLAINT_FIELD_LABELS.topic}
        name="topic"
        required
        options={TOPIC_OPTIONS}
        value={values.topic as ComplaintTopic | ''}
        onChange={(topic) => change('topic')({ target: { value: topic } })}
        error={errors.topic}
        minOptionWidth="14rem"
      />
      <TextField
        label={`${COMPLAINT_FIELD_LABELS.store_code} (ไม่บังคับ)`}
        name="store_code"
        hint="กรอกเมื่อเรื่องนี้เกี่ยวกับร้านค้าใดร้านค้าหนึ่ง"
        value={values.store_code}
        onChange={change('store_code')}
        error={errors.store_code}
      />
      <TextAreaField
        label={COMPLAINT_FIELD_LABELS.message}
        name="message"
        required
        rows={6}
        maxLength={COMPLAINT_MESSAGE_MAX}
        hint={`${values.message.length.toLocaleString('th-TH')}/${COMPLAINT_MESSAGE_MAX.toLocaleString('th-TH')} ตัวอักษร`}
        value={values.message}
        onChange={change('message')}
        error={errors.message}
      />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className={`${buttons.primary} ${buttons.pill} ${styles.submit}`}
        disabled={sending}
        aria-disabled={sending}
      >
        {sending ? 'กำลังส่ง…' : 'ส่งเรื่องร้องเรียน'}
      </button>
      <div role="status" className={receipt ? styles.success : undefined}>
        {receipt && (
          <>
            <p className={styles.successText}>{COMPLAINT_MESSAGES.success}</p>
            <p className={styles.successCode}>
              รหัสอ้างอิง: <strong>{receipt.code}</strong>
            </p>
            <p className={styles.successCode}>
              เก็บรหัสนี้ไว้เพื่อ{' '}
              <Link to={shellPagePaths.complaintStatus.getHref(receipt.code)}>ติดตามสถานะและอ่านคำตอบ</Link>
            </p>
          </>
        )}
      </div>
    </form>
  );
}
