import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import type { ReactNode } from 'react';
import { SlipView } from './slip-view';

export type SlipViewerDialogProps = {
  /** The dialog's heading, also the picture's text: 'สลิปของคำสั่งซื้อ {code}', 'สลิปการโอนเงิน {code}'. */
  title: string;
  /** Fetches the slip file with the bearer token; keep it stable (`useCallback`). */
  load: (signal: AbortSignal) => Promise<Blob>;
  onClose: () => void;
  /** Buttons under the slip (the dealer's decision). */
  footer?: ReactNode;
};

/** A private slip in a dialog (an order's payment slip, a prize claim's transfer slip). */
export function SlipViewerDialog({ title, load, onClose, footer }: SlipViewerDialogProps) {
  return (
    <ModalDialog title={title} onClose={onClose} footer={footer}>
      <SlipView load={load} alt={title} />
    </ModalDialog>
  );
}
