import { postLineConnectUser } from '@chokdee/shared-kernel/api/auth';
import { loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { PhoneField } from './phone-field';
import { FormAlert } from '../../../components/form-alert';
import { useForm } from '../../../lib/use-form';
import { checkRequired, checkTel, compact, FIELD_LABELS, normalizeTel } from '../utils/validators';
import styles from '../../../components/form.module.css';

export type ConnectUserFormProps = {
  /** The pending LINE identity the API handed back from the LINE callback. */
  linkToken: string;
  onConnected: () => Promise<void> | void;
};

/** Logs in to an existing phone account and links the pending LINE identity to it. */
export function ConnectUserForm({ linkToken, onConnected }: ConnectUserFormProps) {
  const { formRef, ...form } = useForm({
    initial: { tel: '', password: '' },
    validate: (values) =>
      compact({
        tel: checkTel(values.tel),
        password: checkRequired(values.password, FIELD_LABELS.password),
      }),
    submit: async (values) => {
      const token = await postLineConnectUser({
        tel: normalizeTel(values.tel),
        password: values.password,
        link_token: linkToken,
      });
      await loginWithToken(token, 'local');
      await onConnected();
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
      <button type="submit" className={styles.submit} disabled={form.submitting}>
        {form.submitting ? 'กำลังเชื่อมต่อบัญชี…' : 'เข้าสู่ระบบและเชื่อมต่อ LINE'}
      </button>
    </form>
  );
}
