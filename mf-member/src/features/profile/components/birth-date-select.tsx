import { useId } from 'react';
import { THAI_MONTHS } from '@chokdee/shared-contract/format/date';
import { birthYears, type BirthDateParts } from '../utils/birth-date';
import styles from './birth-date-select.module.css';
import { fieldStyles as fields } from '@chokdee/shared-kernel/ui/text-field';

export type BirthDateSelectProps = {
  value: BirthDateParts;
  onChange: (value: BirthDateParts) => void;
  error?: string;
  /** Today, for the list of years (tests pin it). */
  today?: Date;
};

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** Date of birth as day, Thai month and Buddhist-era year selects (spec §9: BE dates). */
export function BirthDateSelect({ value, onChange, error, today = new Date() }: BirthDateSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    className: fields.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': true,
  } as const;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <span className={fields.required} aria-hidden="true">
          *{' '}
        </span>
        วันเกิด
      </legend>
      <div className={styles.row}>
        <label className={styles.part}>
          <span className={styles.partLabel}>วันที่</span>
          <select
            {...common}
            name="birth_day"
            value={value.day}
            onChange={(e) => onChange({ ...value, day: e.target.value })}
          >
            <option value="">วัน</option>
            {DAYS.map((day) => (
              <option key={day} value={String(day)}>
                {day}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.part}>
          <span className={styles.partLabel}>เดือน</span>
          <select
            {...common}
            name="birth_month"
            value={value.month}
            onChange={(e) => onChange({ ...value, month: e.target.value })}
          >
            <option value="">เดือน</option>
            {THAI_MONTHS.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.part}>
          <span className={styles.partLabel}>ปี พ.ศ.</span>
          <select
            {...common}
            name="birth_year"
            value={value.year}
            onChange={(e) => onChange({ ...value, year: e.target.value })}
          >
            <option value="">ปี พ.ศ.</option>
            {birthYears(today).map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p id={errorId} className={fields.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
