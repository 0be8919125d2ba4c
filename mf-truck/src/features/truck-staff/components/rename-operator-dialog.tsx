import { updateTruckOperator } from '../../../api/truck';
import type { DealerTruckOperator } from '@chokdee/shared-contract/schemas/truck';
import { SingleFieldDialog } from './single-field-dialog';

/** The dealer changes the name an operator's receipts and POS show. */
export function RenameOperatorDialog({
  operator,
  onClose,
}: {
  operator: DealerTruckOperator;
  onClose: () => void;
}) {
  return (
    <SingleFieldDialog
      title="แก้ไขชื่อพนักงาน"
      field="name"
      input={{ label: 'ชื่อพนักงาน', required: true, autoComplete: 'off', maxLength: 60 }}
      initialValue={operator.name}
      submitText="บันทึกชื่อ"
      send={(name) => updateTruckOperator(operator.id, { name })}
      doneMessage={(name) => `เปลี่ยนชื่อเป็น ${name.trim()} แล้ว`}
      onClose={onClose}
    />
  );
}
