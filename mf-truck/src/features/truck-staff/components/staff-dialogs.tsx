import type { DealerTruckOperator } from '@chokdee/shared-contract/schemas/truck';
import { AddOperatorDialog } from './add-operator-dialog';
import { DeactivateOperatorConfirm } from './deactivate-operator-confirm';
import { RenameOperatorDialog } from './rename-operator-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';

/** The one staff dialog open at a time, and whom it is about. */
export type StaffDialog =
  { kind: 'add' } | { kind: 'rename' | 'password' | 'deactivate'; operator: DealerTruckOperator };

export function StaffDialogs({ dialog, onClose }: { dialog: StaffDialog | null; onClose: () => void }) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'add':
      return <AddOperatorDialog onClose={onClose} />;
    case 'rename':
      return <RenameOperatorDialog operator={dialog.operator} onClose={onClose} />;
    case 'password':
      return <ResetPasswordDialog operator={dialog.operator} onClose={onClose} />;
    case 'deactivate':
      return <DeactivateOperatorConfirm operator={dialog.operator} onClose={onClose} />;
  }
}
