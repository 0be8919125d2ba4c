import { useId } from 'react';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { DateField } from '@chokdee/shared-kernel/ui/date-field';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import styles from './admin-console.module.css';

export interface BangkokDateTimeFieldProps {
  /** Thai legend of the pair, the group's accessible name. */
  label: string;
  /** 'YYYY-MM-DDTHH:mm' in Bangkok time, or '' for no time at all. */
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
}

const DAY_START = '00:00';

/**
 * A Bangkok moment as a day on the kernel's Buddhist-era calendar and a 24-hour time (the native
 * `datetime-local` shows a Gregorian year), with a button that leaves it unset.
 */
export function BangkokDateTimeField({ label, value, onChange, hint, error }: BangkokDateTimeFieldProps) {
  const id = useId();
  const [day = '', time = ''] = value ? value.split('T') : [];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const set = (nextDay: string, nextTime: string) =>
    onChange(nextDay ? `${nextDay}T${nextTime || DAY_START}` : '');

  return (
    <fieldset className={styles.moment} aria-describedby={described || undefined}>
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.momentInputs}>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-day`} className={styles.momentPart}>
            วันที่
          </label>
          <DateField
            id={`${id}-day`}
            value={day}
            onChange={(next) => set(next, time)}
            aria-invalid={Boolean(error)}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-time`} className={styles.momentPart}>
            เวลา (น.)
          </label>
          <input
            id={`${id}-time`}
            type="time"
            className={fieldStyles.input}
            value={time}
            disabled={!day}
            onChange={(event) => set(day, event.target.value)}
          />
        </div>
      </div>
      {value && (
        <button type="button" className={buttons.flat} onClick={() => onChange('')}>
          ไม่กำหนด{label}
        </button>
      )}
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
