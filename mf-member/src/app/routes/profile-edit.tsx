import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { updateProfile } from '@chokdee/shared-kernel/api/auth';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { isSafeRedirect } from '@chokdee/shared-contract/rules/safe-redirect';
import {
  AUTH_FIELD_LABELS,
  ProfileUpdateBodySchema,
  type AuthUser,
} from '@chokdee/shared-contract/schemas/auth';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  type FieldErrors,
} from '@chokdee/shared-contract/forms/field-errors';
import { paths } from '../../config/paths';
import { BirthDateSelect } from '../../features/profile/components/birth-date-select';
import { MemberGate } from '../../components/member-gate';
import { toIsoDate, toParts, type BirthDateParts } from '../../features/profile/utils/birth-date';
import styles from '../../components/account-page.module.css';
import form from './profile-edit.module.css';

type ProfileField = 'name' | 'lastname' | 'date_of_birth';
const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'lastname', 'date_of_birth'];

/**
 * /members/profile/edit — name, lastname and date of birth. `?slim` is the step after login that
 * asks only for what is missing (the date of birth); `redirect_url` is where to go once saved.
 */
export function ProfileEditPage() {
  const [params] = useSearchParams();
  const slim = params.has('slim');
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>{slim ? 'กรอกวันเกิด' : 'แก้ไขข้อมูลส่วนตัว'}</h1>
      </div>
      {slim && <p className={styles.lead}>ผู้ซื้อสลากต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป กรุณากรอกวันเกิดเพื่อใช้งานต่อ</p>}
      <MemberGate>
        {(user) => <ProfileForm user={user} slim={slim} redirectUrl={params.get('redirect_url')} />}
      </MemberGate>
    </div>
  );
}

type ProfileFormProps = { user: AuthUser; slim: boolean; redirectUrl: string | null };

function ProfileForm({ user, slim, redirectUrl }: ProfileFormProps) {
  const navigate = useNavigate();
  const [name, setName] = useState(user.name);
  const [lastname, setLastname] = useState(user.lastname);
  const [birth, setBirth] = useState<BirthDateParts>(() => toParts(user.date_of_birth));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The slim step still shows a name the member does not have yet (a LINE sign-up may lack one).
  const showNames = !slim || !user.name.trim() || !user.lastname.trim();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = ProfileUpdateBodySchema.safeParse({
      name,
      lastname,
      date_of_birth: toIsoDate(birth) || undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, PROFILE_FIELDS));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const updated = await updateProfile(parsed.data);
      setUser(updated);
      // Only an app path of this site: '//evil.example' or 'https://…' falls back to the profile.
      navigate(isSafeRedirect(redirectUrl) ? redirectUrl : paths.profile.getHref(), { replace: slim });
    } catch (e) {
      const error = toApiError(e);
      setFailure(error.message);
      setErrors(fieldErrorsFromApi(error.errors, PROFILE_FIELDS));
      setSaving(false);
    }
  }

  return (
    <form className={`${styles.card} ${form.form}`} noValidate onSubmit={onSubmit}>
      {failure && <FormAlert>{failure}</FormAlert>}
      {showNames && (
        <>
          <TextField
            label={AUTH_FIELD_LABELS.name}
            name="name"
            required
            autoComplete="given-name"
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={AUTH_FIELD_LABELS.lastname}
            name="lastname"
            required
            autoComplete="family-name"
            value={lastname}
            error={errors.lastname}
            onChange={(e) => setLastname(e.target.value)}
          />
        </>
      )}
      <BirthDateSelect value={birth} onChange={setBirth} error={errors.date_of_birth} />
      <div className={form.buttons}>
        {!slim && (
          <button type="button" className={buttons.flat} onClick={() => navigate(paths.profile.getHref())}>
            ยกเลิก
          </button>
        )}
        <button type="submit" className={buttons.primary} disabled={saving}>
          {saving ? 'กำลังบันทึก…' : 'บันทึก'}
        </button>
      </div>
    </form>
  );
}
