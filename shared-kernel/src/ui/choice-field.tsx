import { useId, type ReactNode } from 'react';
import fieldStyles from './text-field.module.css';
import styles from './choice-field.module.css';

export type ChoiceOption<V extends string> = {
  value: V;
  label: ReactNode;
  /** A second, smaller line under the label. */
  description?: ReactNode;
  disabled?: boolean;
};

/**
 * The widths a card may be given, each a rule in choice-field.module.css: an attribute, not a
 * style, because the site's CSP refuses style attributes in server-rendered HTML.
 */
export type ChoiceMinWidth = '6rem' | '7rem' | '8.5rem' | '10rem' | '12rem' | '14rem' | '100%';

export type ChoiceFieldProps<V extends string> = {
  /** Thai label of the group (its accessible name). */
  label: string;
  /** The radios' shared name: also what a form's `elements.namedItem` finds. */
  name: string;
  options: readonly ChoiceOption<V>[];
  /** The chosen value; '' or null when none is chosen yet. */
  value: V | '' | null;
  onChange: (value: V) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** The narrowest a card may get before the row wraps (default 9rem). */
  minOptionWidth?: ChoiceMinWidth;
  /**
   * For short labels (search modes, sizes): smaller cards in smaller type, each the width of a
   * column, the rest of the row left empty rather than a few cards stretched across it.
   */
  compact?: boolean;
  className?: string;
};

/**
 * One labelled choice among a few, as cards side by side that wrap onto more rows on a narrow
 * screen. Built on native radio buttons in a fieldset: the browser gives the arrow keys (move and
 * choose), Tab into the group at the chosen card, and the screen reader's 'radio, 2 of 3' and
 * group name, for no script.
 */
export function ChoiceField<V extends string>({
  label,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  minOptionWidth,
  compact,
  className,
}: ChoiceFieldProps<V>) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <fieldset
      className={className ? `${styles.group} ${className}` : styles.group}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy || undefined}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend id={legendId} className={`${fieldStyles.label} ${styles.legend}`}>
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *{' '}
          </span>
        )}
        {label}
      </legend>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.options} data-compact={compact || undefined} data-min-width={minOptionWidth}>
        {options.map((option) => (
          <label key={option.value} className={styles.option} data-invalid={error ? true : undefined}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.text}>
              <span className={styles.optionLabel}>{option.label}</span>
              {option.description && <span className={styles.description}>{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
