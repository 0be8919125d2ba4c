import { useState, type FormEvent } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/api-request-error';
import type { FieldError } from '@chokdee/shared-contract/schemas/api-error';
import {
  PRAY_CATEGORIES,
  PRAY_CATEGORY_LABELS,
  PrayBasicsBodySchema,
  type PrayCategory,
  type PrayDraftBody,
  type PrayProject,
} from '@chokdee/shared-contract/schemas/pray';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { ChoiceField } from '@chokdee/shared-kernel/ui/choice-field';
import { DateField } from '@chokdee/shared-kernel/ui/date-field';
import styles from '../components/pray.module.css';

const CATEGORY_OPTIONS = PRAY_CATEGORIES.map((value) => ({ value, label: PRAY_CATEGORY_LABELS[value] }));

export type BasicsFormProps = {
  project?: PrayProject;
  /** Saves the step; resolves when the draft is stored. */
  onSave: (body: PrayDraftBody) => Promise<void>;
};

/** Step 1: title, category, wish target, start and end dates — checked with the kernel's schema. */
export function BasicsForm({ project, onSave }: BasicsFormProps) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [category, setCategory] = useState<PrayCategory | ''>(project?.category ?? '');
  const [startsOn, setStartsOn] = useState(project?.starts_on ?? '');
  const [endsOn, setEndsOn] = useState(project?.ends_on ?? '');
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  // A day picked drops that field's old message, as typing does for the other fields.
  const pickDay = (name: string, day: string, set: (day: string) => void) => {
    set(day);
    setErrors((current) => current.filter((e) => e.field !== name));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = PrayBasicsBodySchema.safeParse({
      title: data.get('title'),
      category: data.get('category') || undefined,
      target_supporters: Number(data.get('target_supporters')) || undefined,
      starts_on: data.get('starts_on'),
      ends_on: data.get('ends_on'),
    });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
      return;
    }
    if (parsed.data.starts_on > parsed.data.ends_on) {
      setErrors([{ field: 'ends_on', message: 'วันสิ้นสุดต้องไม่ก่อนวันเริ่มต้น' }]);
      return;
    }
    setErrors([]);
    setBusy(true);
    setMessage(null);
    try {
      await onSave(parsed.data);
    } catch (e) {
      const error = toApiError(e);
      setErrors(error.errors);
      setMessage(error.message);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`pray-${name}`}>{label}</label>
      {input}
      {errorOf(name) && (
        <p className={styles.error} id={`pray-${name}-error`}>
          {errorOf(name)}
        </p>
      )}
    </div>
  );
  const invalid = (name: string) => ({
    'aria-invalid': Boolean(errorOf(name)),
    'aria-describedby': errorOf(name) ? `pray-${name}-error` : undefined,
  });

  return (
    <form
      className={styles.panel}
      onSubmit={submit}
      // A field the member changes drops its old message; the others stay until the next save.
      onChange={(event) => {
        const target = event.target as unknown as { name?: string };
        const name = target.name;
        setErrors((current) => current.filter((e) => e.field !== name));
      }}
      noValidate
    >
      {field(
        'title',
        'ชื่อคำขอพร',
        <input
          id="pray-title"
          name="title"
          defaultValue={project?.title}
          maxLength={120}
          {...invalid('title')}
        />,
      )}
      <ChoiceField
        label="หมวดหมู่"
        name="category"
        options={CATEGORY_OPTIONS}
        value={category}
        onChange={setCategory}
        error={errorOf('category')}
        minOptionWidth="7rem"
      />
      {field(
        'target_supporters',
        'เป้าหมายผู้ร่วมอธิษฐาน (คน)',
        <input
          id="pray-target_supporters"
          name="target_supporters"
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={project?.target_supporters ?? ''}
          {...invalid('target_supporters')}
        />,
      )}
      <div className={styles.row}>
        {field(
          'starts_on',
          'วันเริ่มต้น',
          <DateField
            id="pray-starts_on"
            name="starts_on"
            value={startsOn}
            onChange={(day) => pickDay('starts_on', day, setStartsOn)}
            {...invalid('starts_on')}
          />,
        )}
        {field(
          'ends_on',
          'วันสิ้นสุด',
          <DateField
            id="pray-ends_on"
            name="ends_on"
            value={endsOn}
            min={startsOn || undefined}
            onChange={(day) => pickDay('ends_on', day, setEndsOn)}
            {...invalid('ends_on')}
          />,
        )}
      </div>
      {message && (
        <p className={styles.alert} role="alert">
          {message}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          บันทึกและไปขั้นถัดไป
        </button>
      </div>
    </form>
  );
}
