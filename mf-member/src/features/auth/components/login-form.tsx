import { Link } from 'react-router';
import { login } from '@chokdee/shared-kernel/stores/auth';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { PhoneField } from './phone-field';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { useForm } from '../../../lib/use-form';
import { checkRequired, checkTel, compact, FIELD_LABELS, normalizeTel } from '../utils/validators';
import styles from '../../../components/form.module.css';

export type LoginFormProps = {
  /** Called after a successful login (the page then goes where the post-login rule says). */
  onLoggedIn: () => Promise<void> | void;
};

/** Phone + password login (spec §4 Auth): the API's 401 message is shown above the form. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { formRef, ...form } = useForm({
    initial: { tel: '', password: '' },
    validate: (values) =>
      compact({
        tel: checkTel(values.tel),
        password: checkRequired(values.password, FIELD_LABELS.password),
      }),
    submit: async (values) => {
      await login(normalizeTel(values.tel), values.password);
      await onLoggedIn();
    },
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={form.onSubmit} noValidate>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <PhoneField {...form.bind('tel')} />
      <TextField
        {...form.bind('password')}
        label={FIELD_LABELS.password}
        required
        type="password"
        autoComplete="current-password"
      />
      <div className={styles.row}>
        <Link to={paths.forgetPassword.getHref()}>ลืมรหัสผ่าน?</Link>
      </div>
      <button type="submit" className={styles.submit} disabled={form.submitting}>
        {form.submitting ? 'กำลังเข้าสู่ระบบ…' : 'เข้าสู่ระบบ'}
      </button>
    </form>
  );
}
