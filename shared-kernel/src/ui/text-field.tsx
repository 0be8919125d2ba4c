import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './text-field.module.css';

/** The field classes, for inputs built by hand (selects, comboboxes) that should look the same. */
export const fieldStyles = styles;

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid'> & {
  /** Thai label; a required field shows '* ' before it (spec §5). */
  label: string;
  name: string;
  /** The message under the field (own validation or the API's field error). */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** One labelled input with its hint and error, wired for screen readers. */
export function TextField({ label, name, error, hint, required, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *{' '}
          </span>
        )}
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        name={name}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
