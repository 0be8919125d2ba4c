import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface UseFormOptions<F extends string> {
  initial: Record<F, string>;
  /** Spec §5 checks; an empty object means the values may be sent. */
  validate: (values: Record<F, string>) => FieldErrors<F>;
  /** Sends the values; a thrown API error is shown on its fields (or above the form). */
  submit: (values: Record<F, string>) => Promise<void>;
}

/** Splits an API error into messages for the form's own fields and one message for the rest. */
export function splitApiError<F extends string>(
  error: ApiError,
  fields: readonly F[],
): { fieldErrors: FieldErrors<F>; formError: string | null } {
  const fieldErrors: FieldErrors<F> = {};
  for (const { field, message } of error.errors) {
    const name = fields.find((f) => f === field);
    if (name && !fieldErrors[name]) fieldErrors[name] = message;
  }
  const matched = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, formError: matched ? null : error.message };
}

/**
 * The state of a sign-in form: values (kept as typed whatever happens), field errors from the
 * form's own checks or from the API, one form-level error, and the busy flag. After a failed
 * submit the first invalid field gets the focus.
 */
export function useForm<F extends string>({ initial, validate, submit }: UseFormOptions<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failures, setFailures] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = Object.keys(initial) as F[];

  useEffect(() => {
    if (failures === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures]);

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const bind = (field: F) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setFailures((n) => n + 1);
      return;
    }
    setSubmitting(true);
    try {
      await submit(values);
    } catch (error) {
      const split = splitApiError(toApiError(error), fields);
      setErrors(split.fieldErrors);
      setFormError(split.formError);
      setFailures((n) => n + 1);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, setValue, errors, formError, setFormError, submitting, bind, onSubmit, formRef };
}
