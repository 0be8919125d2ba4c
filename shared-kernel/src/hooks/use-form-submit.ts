import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { emit } from '@chokdee/shared-kernel/events';
import { fieldErrorsFromApi, type FieldErrors } from '@chokdee/shared-contract/forms/field-errors';
import { useState } from 'react';

const FAILED = 'บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง';

/**
 * One change a form or a confirm sends: busy while it goes, the API's Thai field errors under
 * their fields (and its message above them), a toast when it is done. The form's values are the
 * caller's, so a refused answer loses nothing that was typed; `setFieldErrors` lets the caller
 * show its own check before sending.
 */
export function useFormSubmit<F extends string>(fields: readonly F[]) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});

  async function submit(send: () => Promise<unknown>, doneMessage: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      await send();
      emit('toast:show', { message: doneMessage });
      return true;
    } catch (e) {
      const apiError = e instanceof ApiRequestError ? e.error : null;
      const byField = fieldErrorsFromApi(apiError?.errors ?? [], fields);
      setFieldErrors(byField);
      // A message the fields already show is not repeated above them.
      setError(Object.keys(byField).length > 0 ? null : (apiError?.message ?? FAILED));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, fieldErrors, setFieldErrors, submit };
}
