import { createTruckOperator } from '../../../api/truck';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import { PASSWORD_HINT } from '../staff-texts';
import { StaffFormDialog } from './staff-form-dialog';

const FIELDS = ['name', 'username', 'password'] as const;

/** The dealer adds an operator; the API checks the username and password rules and answers in Thai. */
export function AddOperatorDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState({ name: '', username: '', password: '' });
  const { busy, error, fieldErrors, submit } = useFormSubmit(FIELDS);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await submit(() => createTruckOperator(values), `เพิ่มพนักงาน ${values.name.trim()} แล้ว`)) onClose();
  }

  return (
    <StaffFormDialog
      title="เพิ่มพนักงานขาย"
      width={480}
      submitText="เพิ่มพนักงาน"
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label="ชื่อพนักงาน"
        name="name"
        required
        autoComplete="off"
        maxLength={60}
        value={values.name}
        onChange={set('name')}
        error={fieldErrors.name}
      />
      <TextField
        label="ชื่อผู้ใช้"
        name="username"
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="ใช้เข้าสู่ระบบรถขายสลาก: อักษรภาษาอังกฤษตัวเล็ก ตัวเลข . - _ 3–32 ตัว"
        value={values.username}
        onChange={set('username')}
        error={fieldErrors.username}
      />
      <TextField
        label="รหัสผ่าน"
        name="password"
        type="password"
        required
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={values.password}
        onChange={set('password')}
        error={fieldErrors.password}
      />
    </StaffFormDialog>
  );
}
