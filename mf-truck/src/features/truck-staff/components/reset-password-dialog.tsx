import { resetTruckOperatorPassword } from '../../../api/truck';
import type { DealerTruckOperator } from '@chokdee/shared-contract/schemas/truck';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import { ChoiceField } from '@chokdee/shared-kernel/ui/choice-field';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { useState, type FormEvent } from 'react';
import { PASSWORD_HINT } from '../staff-texts';
import { GeneratedPasswordDialog } from './generated-password-dialog';
import { StaffFormDialog } from './staff-form-dialog';
import styles from './staff-dialog.module.css';

type Way = 'generate' | 'typed';

const WAYS = [
  { value: 'generate', label: 'ให้ระบบสร้างรหัสผ่าน', description: 'แสดงให้ดูครั้งเดียวหลังบันทึก' },
  { value: 'typed', label: 'ตั้งรหัสผ่านเอง', description: PASSWORD_HINT },
] as const;

/**
 * A new password for an operator, typed by the dealer or made by the API and shown once; either
 * way the API logs the operator out of every device at once.
 */
export function ResetPasswordDialog({
  operator,
  onClose,
}: {
  operator: DealerTruckOperator;
  onClose: () => void;
}) {
  const [way, setWay] = useState<Way>('generate');
  const [password, setPassword] = useState('');
  const [generated, setGenerated] = useState<string | null>(null);
  const { busy, error, fieldErrors, submit } = useFormSubmit(['password']);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = await submit(async () => {
      const answer = await resetTruckOperatorPassword(operator.id, way === 'typed' ? { password } : {});
      setGenerated(answer.generated_password);
    }, `ตั้งรหัสผ่านใหม่ให้ ${operator.name} แล้ว`);
    if (sent && way === 'typed') onClose();
  }

  if (generated !== null)
    return <GeneratedPasswordDialog operator={operator} password={generated} onClose={onClose} />;

  return (
    <StaffFormDialog
      title="ตั้งรหัสผ่านใหม่"
      width={480}
      submitText="ตั้งรหัสผ่านใหม่"
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p className={styles.intro}>
        {operator.name} ({operator.username}) จะถูกออกจากระบบทุกเครื่องทันที และต้องเข้าสู่ระบบใหม่ด้วยรหัสผ่านใหม่
      </p>
      <ChoiceField label="วิธีตั้งรหัสผ่าน" name="way" options={WAYS} value={way} onChange={setWay} />
      {way === 'typed' && (
        <TextField
          label="รหัสผ่านใหม่"
          name="password"
          type="password"
          required
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
      )}
    </StaffFormDialog>
  );
}
