import { updateTruckOperator } from '../../../api/truck';
import type { DealerTruckOperator } from '@chokdee/shared-contract/schemas/truck';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';

/** Asked before an operator is switched off: the API logs them out everywhere at once. */
export function DeactivateOperatorConfirm({
  operator,
  onClose,
}: {
  operator: DealerTruckOperator;
  onClose: () => void;
}) {
  const { busy, error, submit } = useFormSubmit([]);

  async function confirm() {
    const done = await submit(
      () => updateTruckOperator(operator.id, { is_active: false }),
      `ปิดการใช้งาน ${operator.name} แล้ว`,
    );
    if (done) onClose();
  }

  return (
    <ConfirmDialog
      title="ปิดการใช้งานพนักงาน"
      message={`ปิดการใช้งาน ${operator.name} (${operator.username}) ใช่หรือไม่`}
      remark="พนักงานจะถูกออกจากระบบทุกเครื่องทันทีและเข้าสู่ระบบไม่ได้ จนกว่าจะเปิดใช้งานอีกครั้ง"
      okText="ปิดการใช้งาน"
      variant="danger"
      busy={busy}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
