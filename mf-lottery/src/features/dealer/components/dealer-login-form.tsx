import { postDealerLogin } from '../api/dealer';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { useState, type FormEvent } from 'react';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { checkDealerLogin, type DealerLoginErrors } from '../utils/check-dealer-login';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import styles from './dealer-login-form.module.css';

export type DealerLoginFormProps = {
  onLoggedIn: () => void;
};

/**
 * The dealer's phone + password. The token is kept like a member's login (kernel auth store), so
 * the API client sends it with the dealer calls; a wrong pair shows the API's Thai 401 message.
 */
export function DealerLoginForm({ onLoggedIn }: DealerLoginFormProps) {
  const [values, setValues] = useState({ tel: '', password: '' });
  const [errors, setErrors] = useState<DealerLoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function change(field: 'tel' | 'password', value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkDealerLogin(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      await loginWithToken(await postDealerLogin(check.body));
      onLoggedIn();
    } catch (e) {
      const error = toApiError(e);
      setFormError(error.message);
      setErrors(Object.fromEntries(error.errors.map((f) => [f.field, f.message])) as DealerLoginErrors);
      setSubmitting(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {formError && (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      )}
      <TextField
        label="เบอร์โทรศัพท์"
        name="tel"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        value={values.tel}
        onChange={(e) => change('tel', e.target.value)}
        error={errors.tel}
      />
      <TextField
        label="รหัสผ่าน"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(e) => change('password', e.target.value)}
        error={errors.password}
      />
      <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={submitting}>
        {submitting ? 'กำลังเข้าสู่ระบบ…' : 'เข้าสู่ระบบร้านค้า'}
      </button>
    </form>
  );
}
