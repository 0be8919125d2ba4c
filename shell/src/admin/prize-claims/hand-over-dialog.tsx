import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { useState } from 'react';
import { stepPrizeClaim } from './prize-claims-api';

export interface HandOverDialogProps {
  claim: DealerPrizeClaim;
  onDone: (claim: DealerPrizeClaim) => void;
  onCancel: () => void;
}

/** The paper ticket given to the member for the GLO: asked once more, since it cannot be undone. */
export function HandOverDialog({ claim, onDone, onCancel }: HandOverDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handOver() {
    setFailure(null);
    setBusy(true);
    try {
      onDone(await stepPrizeClaim(claim.id, { step: 'handed_over' }));
    } catch (e) {
      setFailure(toApiError(e).message);
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      title={`ส่งมอบสลาก ${claim.code}`}
      message={`ส่งมอบสลากตัวจริงเลข ${claim.number} ชุดที่ ${claim.set_no} ให้ ${claim.member.name} แล้วใช่ไหม?`}
      remark="สมาชิกนำสลากไปขึ้นเงินเองที่สำนักงานสลากกินแบ่งรัฐบาล"
      okText="บันทึกการส่งมอบ"
      busy={busy}
      error={failure}
      onConfirm={() => void handOver()}
      onCancel={onCancel}
    />
  );
}
