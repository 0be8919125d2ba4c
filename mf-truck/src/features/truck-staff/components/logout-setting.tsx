import { updateDealerTruckSettings } from '../../../api/truck';
import { ChoiceField } from '@chokdee/shared-kernel/ui/choice-field';
import { useState } from 'react';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';

type Choice = 'allowed' | 'forbidden';

const OPTIONS = [
  { value: 'allowed', label: 'ออกจากระบบเองได้', description: 'พนักงานเห็นปุ่มออกจากระบบในแอปรถขายสลาก' },
  {
    value: 'forbidden',
    label: 'ออกจากระบบเองไม่ได้',
    description: 'ซ่อนปุ่มออกจากระบบ เครื่องอยู่ในระบบจนร้านตั้งรหัสผ่านใหม่หรือปิดการใช้งาน',
  },
] as const;

/** The store's "operators may log out themselves" setting, saved as soon as it is chosen. */
export function LogoutSetting({ allowed }: { allowed: boolean }) {
  const { busy, error, submit } = useFormSubmit([]);
  // The choice being saved shows at once; the list read again after it catches up.
  const [pending, setPending] = useState<boolean | null>(null);
  const shown = pending ?? allowed;
  if (pending !== null && pending === allowed && !busy) setPending(null);

  async function choose(choice: Choice) {
    const next = choice === 'allowed';
    if (next === shown) return;
    setPending(next);
    const done = await submit(
      () => updateDealerTruckSettings({ operators_can_logout: next }),
      next ? 'พนักงานออกจากระบบเองได้แล้ว' : 'พนักงานออกจากระบบเองไม่ได้แล้ว',
    );
    if (!done) setPending(null);
  }

  return (
    <ChoiceField
      label="การออกจากระบบของพนักงาน"
      name="operators_can_logout"
      options={OPTIONS}
      value={shown ? 'allowed' : 'forbidden'}
      onChange={(choice) => void choose(choice)}
      disabled={busy}
      error={error ?? undefined}
      minOptionWidth="14rem"
    />
  );
}
