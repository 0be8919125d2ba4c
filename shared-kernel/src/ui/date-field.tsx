import { useEffect, useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker/buddhist';
import 'react-day-picker/style.css';
import './date-field-calendar.css';
import { dateFromIsoDay, formatThaiDateLong, isoDayOf } from '@chokdee/shared-contract/format/date';
import fieldStyles from './text-field.module.css';
import styles from './date-field.module.css';

/** January (or December) of the year `years` from now: the ends of the year list when no min or max is given. */
function yearsFromNow(years: number): Date {
  const year = new Date().getFullYear() + years;
  return years < 0 ? new Date(year, 0, 1) : new Date(year, 11, 31);
}

export interface DateFieldProps {
  /** The trigger's id, for a `<label htmlFor>` outside (its accessible name). */
  id: string;
  /** A hidden input of this name carries the chosen day in a form (`YYYY-MM-DD`). */
  name?: string;
  /** The day chosen, `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (isoDay: string) => void;
  /** The first and last days that may be chosen, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  /** Shown while no day is chosen. */
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A day picked on a Buddhist-era calendar in Thai: the native date input shows the Gregorian
 * year and the browser's own format, which a Thai member would read as a wrong year. The trigger
 * shows the day as Thai text; the calendar (react-day-picker's Buddhist build, keyboard and
 * screen-reader ready, with month and year lists for a far day) opens under it, closes on a choice, Escape or a click elsewhere, and gives
 * the focus back.
 */
export function DateField({
  id,
  name,
  value,
  onChange,
  min,
  max,
  placeholder = 'เลือกวันที่',
  ...aria
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = value ? dateFromIsoDay(value) : undefined;
  const first = min ? dateFromIsoDay(min) : undefined;
  const last = max ? dateFromIsoDay(max) : undefined;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function close() {
    setOpen(false);
    trigger.current?.focus();
  }

  return (
    <div ref={root} className={styles.root}>
      {name && <input type="hidden" name={name} value={value} />}
      <button
        ref={trigger}
        id={id}
        type="button"
        className={`${fieldStyles.input} ${styles.trigger}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-invalid={aria['aria-invalid'] || undefined}
        aria-describedby={aria['aria-describedby']}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={chosen ? undefined : styles.placeholder}>
          {chosen ? formatThaiDateLong(value) : placeholder}
        </span>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm12 8v10H5V10h14Z" />
        </svg>
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label="ปฏิทิน"
          className={styles.panel}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <DayPicker
            mode="single"
            className="cd-date-calendar"
            numerals="latn"
            autoFocus
            selected={chosen}
            defaultMonth={chosen ?? first}
            captionLayout="dropdown"
            startMonth={first ?? yearsFromNow(-100)}
            endMonth={last ?? yearsFromNow(10)}
            disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
            onSelect={(day) => {
              if (day) onChange(isoDayOf(day));
              close();
            }}
          />
        </div>
      )}
    </div>
  );
}
