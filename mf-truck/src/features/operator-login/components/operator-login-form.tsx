import { truckLogin } from '../../../api/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { TruckLoginBodySchema } from '@chokdee/shared-contract/schemas/truck';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { useState, type FormEvent } from 'react';
import { saveTruckSession } from '../../../stores/truck-session';
import pos from '../../../components/pos.module.css';

type Errors = Partial<Record<'username' | 'password' | 'form', string>>;

/** Operator login (spec §7 POST /truck/v1/dealers/login): the fields keep what was typed on a failure. */
export function OperatorLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = TruckLoginBodySchema.safeParse({ username, password });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as 'username' | 'password'] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      saveTruckSession(await truckLogin(parsed.data));
      onLoggedIn();
    } catch (error) {
      const api = error instanceof ApiRequestError ? error.error : null;
      const next: Errors = { form: api?.message ?? 'เข้าสู่ระบบไม่สำเร็จ กรุณาลองใหม่' };
      for (const e of api?.errors ?? [])
        if (e.field === 'username' || e.field === 'password') next[e.field] = e.message;
      setErrors(next);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={pos.card} onSubmit={submit} noValidate aria-labelledby="truck-login-title">
      <h1 id="truck-login-title" className={pos.title}>
        เข้าสู่ระบบพนักงานขาย
      </h1>
      <p className={pos.muted}>ใช้ชื่อผู้ใช้ที่ร้านตัวแทนจำหน่ายออกให้สำหรับรถขายสลาก</p>
      {errors.form && (
        <p className={pos.error} role="alert">
          {errors.form}
        </p>
      )}
      <TextField
        label="ชื่อผู้ใช้"
        name="username"
        required
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
      />
      <TextField
        label="รหัสผ่าน"
        name="password"
        type="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <button type="submit" className={`${buttonStyles.primary} ${buttonStyles.block}`} disabled={busy}>
        {busy ? 'กำลังเข้าสู่ระบบ…' : 'เข้าสู่ระบบ'}
      </button>
    </form>
  );
}
