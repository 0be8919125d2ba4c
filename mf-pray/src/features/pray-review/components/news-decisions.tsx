import { PrayRejectBodySchema } from '@chokdee/shared-contract/schemas/pray';
import { PrayHideBodySchema, type PrayReviewUpdate } from '@chokdee/shared-contract/schemas/pray-review';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { approveUpdate, hideUpdate, rejectUpdate, unhideUpdate } from '../api/review-updates';
import { ReasonDialog } from './reason-dialog';

export type NewsAction = 'approve' | 'reject' | 'hide' | 'unhide';

export type NewsDecisionProps = {
  action: NewsAction;
  update: PrayReviewUpdate;
  /** The news as the API answered it after the decision. */
  onDone: (update: PrayReviewUpdate | null) => void;
  onClose: () => void;
};

/** The dialog of one decision on news: a confirm for approve and show again, a reason for refuse and hide. */
export function NewsDecision({ action, update, onDone, onClose }: NewsDecisionProps) {
  const name = `“${update.title}”`;
  if (action === 'reject')
    return (
      <ReasonDialog
        title="ไม่อนุมัติข่าว"
        explain={`ข่าว ${name} จะกลับไปให้เจ้าของแก้ไข เจ้าของจะเห็นเหตุผลนี้ในหน้าคำขอพรของฉัน`}
        label="เหตุผลที่ไม่อนุมัติ"
        okText="ไม่อนุมัติ"
        schema={PrayRejectBodySchema}
        send={(reason) => rejectUpdate(update.id, reason)}
        doneText={`ไม่อนุมัติข่าว ${name} แล้ว`}
        onDone={() => onDone(null)}
        onClose={onClose}
      />
    );
  if (action === 'hide')
    return (
      <ReasonDialog
        title="ซ่อนข่าว"
        explain={`ข่าว ${name} จะไม่แสดงบนหน้าคำขอพรอีก เจ้าของจะเห็นว่าข่าวถูกซ่อนพร้อมเหตุผลนี้`}
        label="เหตุผลที่ซ่อน"
        okText="ซ่อนข่าว"
        schema={PrayHideBodySchema}
        send={(reason) => hideUpdate(update.id, reason)}
        doneText={`ซ่อนข่าว ${name} แล้ว`}
        onDone={onDone}
        onClose={onClose}
      />
    );
  return <ConfirmNews action={action} update={update} onDone={onDone} onClose={onClose} />;
}

function ConfirmNews({ action, update, onDone, onClose }: NewsDecisionProps) {
  const { busy, error, submit } = useFormSubmit([]);
  const approving = action === 'approve';
  const name = `“${update.title}”`;
  async function confirm() {
    let answered: PrayReviewUpdate | null = null;
    const sent = await submit(
      async () => {
        answered = approving ? await approveUpdate(update.id) : await unhideUpdate(update.id);
      },
      approving ? `อนุมัติข่าว ${name} แล้ว` : `แสดงข่าว ${name} อีกครั้งแล้ว`,
    );
    if (sent) onDone(approving ? null : answered);
  }
  return (
    <ConfirmDialog
      title={approving ? 'อนุมัติข่าว' : 'เลิกซ่อนข่าว'}
      message={approving ? `อนุมัติและเผยแพร่ข่าว ${name} ใช่หรือไม่` : `แสดงข่าว ${name} บนหน้าคำขอพรอีกครั้งใช่หรือไม่`}
      remark="ข่าวจะแสดงบนหน้าคำขอพรให้ทุกคนเห็นทันที"
      okText={approving ? 'อนุมัติ' : 'เลิกซ่อน'}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
