import { useId, type InputHTMLAttributes } from 'react';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid'> & {
  /** Thai label; a required field shows '* ' before it (spec §5). */
  label: string;
  name: string;
  error?: string;
};

/** One labelled input with its error, wired for screen readers. */
export function TextField({ label, name, error, required, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
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
        id={id}
        name={name}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
