import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';

type FieldFrameProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** Label, control, hint and error, laid out like the kernel's TextField. */
function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *{' '}
          </span>
        )}
        {label}
      </label>
      {children}
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
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** What every control of a labelled field carries: its id, look, and the states it announces. */
function controlProps(
  id: string,
  { required, hint, error }: { required?: boolean; hint?: string; error?: string },
) {
  return {
    id,
    className: fieldStyles.input,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ label, name, error, hint, required, ref, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea {...textarea} {...controlProps(id, { required, hint, error })} ref={ref} name={name} />
    </FieldFrame>
  );
}
