import { useId, useState } from 'react';
import { toLatinDigits } from '@chokdee/shared-contract/rules/prize';
import styles from './quantity-stepper.module.css';

export type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** What is counted, e.g. 'จำนวนสลากเลข 123456' (read by screen readers), or the field's visible label. */
  label: string;
  /** Show `label` above the stepper as a form field's label; else it names the group for screen readers. */
  visibleLabel?: boolean;
  min?: number;
  /** Unbounded when left out (spec §5). */
  max?: number;
  disabled?: boolean;
};

function clamp(n: number, min: number, max: number | undefined): number {
  return Math.min(Math.max(n, min), max ?? Number.POSITIVE_INFINITY);
}

/** Spec §5 stepper, − [n] +: the buttons ignore steps beyond the bounds, a typed number is brought within them. */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max,
  disabled = false,
  visibleLabel = false,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();

  function commit(text: string) {
    setDraft(null);
    const n = Number.parseInt(toLatinDigits(text), 10);
    onChange(Number.isNaN(n) ? min : clamp(n, min, max));
  }

  const stepper = (
    <div className={styles.stepper} role="group" aria-label={visibleLabel ? undefined : label}>
      <button
        type="button"
        className={styles.step}
        aria-label="ลดจำนวน"
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1, min, max))}
      >
        <span aria-hidden="true">−</span>
      </button>
      {!visibleLabel && (
        <label className={styles.hidden} htmlFor={inputId}>
          จำนวน
        </label>
      )}
      <input
        id={inputId}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(event.currentTarget.value);
          }
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label="เพิ่มจำนวน"
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => onChange(clamp(value + 1, min, max))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
  if (!visibleLabel) return stepper;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {stepper}
    </div>
  );
}
