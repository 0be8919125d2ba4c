import { useStore } from '@nanostores/react';
import { ConfirmDialog } from './confirm-dialog';
import { $pendingConfirm } from './confirm-store';

/** Mounted once in the shell frame: shows the question `confirm()` asked. */
export function ConfirmHost() {
  const pending = useStore($pendingConfirm);
  if (!pending) return null;
  return (
    <ConfirmDialog
      key={pending.id}
      {...pending.options}
      onConfirm={() => pending.answer(true)}
      onCancel={() => pending.answer(false)}
    />
  );
}
