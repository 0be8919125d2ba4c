import { register } from '@chokdee/shared-kernel/stores/auth';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { PhoneField } from './phone-field';
import { FormAlert } from '../../../components/form-alert';
import { useForm } from '../../../lib/use-form';
import {
  checkConfirmation,
  checkName,
  checkNewPassword,
  checkTel,
  compact,
  FIELD_LABELS,
  normalizeTel,
  PASSWORD_MIN_LENGTH,
} from '../utils/validators';
import styles from '../../../components/form.module.css';

export type RegisterFormProps = {
  /** Called once the new member is logged in. */
  onRegistered: () => Promise<void> | void;
};

/** Sign-up with name, lastname, phone and password (spec §5 rules; the API's field errors under fields). */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { formRef, ...form } = useForm({
    initial: { name: '', lastname: '', tel: '', password: '', password_confirmation: '' },
    validate: (values) =>
      compact({
        name: checkName(values.name, FIELD_LABELS.name),
        lastname: checkName(values.lastname, FIELD_LABELS.lastname),
        tel: checkTel(values.tel),
        password: checkNewPassword(values.password),
        password_confirmation: checkConfirmation(values.password, values.password_confirmation),
      }),
    submit: async (values) => {
      await register({
        name: values.name.trim(),
        lastname: values.lastname.trim(),
        tel: normalizeTel(values.tel),
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      await onRegistered();
    },
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={form.onSubmit} noValidate>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField {...form.bind('name')} label={FIELD_LABELS.name} required autoComplete="given-name" />
      <TextField
        {...form.bind('lastname')}
        label={FIELD_LABELS.lastname}
        required
        autoComplete="family-name"
      />
      <PhoneField {...form.bind('tel')} hint="ใช้สำหรับเข้าสู่ระบบและรับรหัส OTP" />
      <TextField
        {...form.bind('password')}
        label={FIELD_LABELS.password}
        required
        type="password"
        autoComplete="new-password"
        hint={`อย่างน้อย ${PASSWORD_MIN_LENGTH} ตัวอักษร มีทั้งตัวอักษรและตัวเลข`}
      />
      <TextField
        {...form.bind('password_confirmation')}
        label={FIELD_LABELS.password_confirmation}
        required
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className={styles.submit} disabled={form.submitting}>
        {form.submitting ? 'กำลังสมัครสมาชิก…' : 'สมัครสมาชิก'}
      </button>
    </form>
  );
}
