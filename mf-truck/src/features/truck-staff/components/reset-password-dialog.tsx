import { updateTruckOperator } from '../../../api/truck';
import type { DealerTruckOperator } from '@chokdee/shared-contract/schemas/truck';
import { PASSWORD_HINT } from '../staff-texts';
import { SingleFieldDialog } from './single-field-dialog';
import styles from './staff-dialog.module.css';

/** A new password for an operator; the API logs them out of every device at once. */
export function ResetPasswordDialog({
  operator,
  onClose,
}: {
  operator: DealerTruckOperator;
  onClose: () => void;
}) {
  return (
    <SingleFieldDialog
      title="ตั้งรหัสผ่านใหม่"
      intro={
        <p className={styles.intro}>
          {operator.name} ({operator.username}) จะถูกออกจากระบบทุกเครื่องทันที และต้องเข้าสู่ระบบใหม่ด้วยรหัสผ่านนี้
        </p>
      }
      field="password"
      input={{
        label: 'รหัสผ่านใหม่',
        type: 'password',
        required: true,
        autoComplete: 'new-password',
        hint: PASSWORD_HINT,
      }}
      submitText="ตั้งรหัสผ่านใหม่"
      send={(password) => updateTruckOperator(operator.id, { password })}
      doneMessage={() => `ตั้งรหัสผ่านใหม่ให้ ${operator.name} แล้ว`}
      onClose={onClose}
    />
  );
}
