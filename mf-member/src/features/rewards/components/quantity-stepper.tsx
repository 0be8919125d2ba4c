import { useId } from 'react';
import styles from './quantity-stepper.module.css';

export type QuantityStepperProps = {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  label?: string;
};

/** − [n] + ; presses beyond the bounds are ignored (spec §5 stepper). */
export function QuantityStepper({ value, min = 1, max, onChange, label = 'จำนวน' }: QuantityStepperProps) {
  const id = useId();
  const clamp = (n: number) => Math.min(Math.max(n, min), Math.max(min, max));
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label="ลดจำนวน"
          aria-controls={id}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(e) => {
            const n = Number.parseInt(e.target.value, 10);
            if (!Number.isNaN(n)) onChange(clamp(n));
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label="เพิ่มจำนวน"
          aria-controls={id}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
