import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useState, type FormEvent } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { StaffLoginBodySchema } from '@chokdee/shared-contract/schemas/catalog-admin';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { isSafeRedirect } from '@chokdee/shared-contract/rules/safe-redirect';
import { REDIRECT_PARAM } from '../config/paths';
import { staffLogin } from './admin-api';
import { $staffSessionExpired, startStaffSession } from '@chokdee/shared-kernel/stores/staff-session';
import styles from './admin-console.module.css';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/**
 * A staff page elsewhere on the site sends its visitor here with `redirect_url`: after the login
 * they go back there. Only a same-site app path counts (spec §4); anything else stays on the console.
 */
function returnTarget(): string | null {
  const target = new URLSearchParams(window.location.search).get(REDIRECT_PARAM);
  return isSafeRedirect(target) && !/^\/admin(?:[/?#]|$)/.test(target) ? target : null;
}

/** The console's own login: staff accounts, not members (their token stays apart). */
export function StaffLoginForm() {
  const expired = useStore($staffSessionExpired);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = StaffLoginBodySchema.safeParse({
      username: form.get('username'),
      password: form.get('password'),
    });
    setMessage(null);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof FieldErrors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      startStaffSession(await staffLogin(parsed.data.username, parsed.data.password));
      const target = returnTarget();
      if (target) navigate(target, { replace: true });
    } catch (e) {
      setMessage(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.login} onSubmit={submit} noValidate aria-labelledby="staff-login-title">
      <h1 id="staff-login-title">เข้าสู่ระบบเจ้าหน้าที่</h1>
      <p className={styles.muted}>สำหรับเจ้าหน้าที่ที่ดูแลส่วนต่างๆ ของเว็บไซต์และแคมเปญ</p>
      {expired && (
        <p role="status" className={styles.notice}>
          การเข้าสู่ระบบหมดเวลาแล้ว กรุณาเข้าสู่ระบบอีกครั้ง
        </p>
      )}
      <TextField label="ชื่อผู้ใช้" name="username" autoComplete="username" required error={errors.username} />
      <TextField
        label="รหัสผ่าน"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={busy}>
        {busy ? 'กำลังเข้าสู่ระบบ…' : 'เข้าสู่ระบบ'}
      </button>
    </form>
  );
}
