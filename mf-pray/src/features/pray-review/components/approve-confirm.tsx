import type { PrayReviewProject } from '@chokdee/shared-contract/schemas/pray-review';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { approveProject } from '../api/review-projects';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';

export type ApproveConfirmProps = {
  project: PrayReviewProject;
  onDone: () => void;
  onClose: () => void;
};

/** Asked before a project is published: everyone sees it on /ขอพร at once. */
export function ApproveConfirm({ project, onDone, onClose }: ApproveConfirmProps) {
  const { busy, error, submit } = useFormSubmit([]);

  async function confirm() {
    if (await submit(() => approveProject(project.id), `อนุมัติ “${project.title}” แล้ว`)) onDone();
  }

  return (
    <ConfirmDialog
      title="อนุมัติคำขอพร"
      message={`อนุมัติและเผยแพร่ “${project.title}” ใช่หรือไม่`}
      remark="คำขอพรจะแสดงในหน้าขอพรให้ทุกคนร่วมอธิษฐานได้ทันที"
      okText="อนุมัติ"
      busy={busy}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
