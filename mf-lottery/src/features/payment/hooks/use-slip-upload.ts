import { toApiError } from '@chokdee/shared-kernel/api/client';
import { uploadPaymentSlip } from '@chokdee/shared-kernel/api/orders';
import { emit } from '@chokdee/shared-kernel/events';
import type { Order, PaymentChannel } from '@chokdee/shared-contract/schemas/order';
import { useState } from 'react';
import { checkSlipFile } from '../utils/check-slip-file';

export type UseSlipUploadResult = {
  uploading: boolean;
  /** The server's Thai answer to the last try; the chosen file stays for another. */
  serverError: string | null;
  /** Sends the slip; false when the browser's check refused it or the server did. */
  upload: (file: File | null, channel: PaymentChannel) => Promise<boolean>;
};

/**
 * Uploads an order's payment slip. On success the purchase is tracked (spec §9 Purchase, THB), the
 * orders shown anywhere refreshed (the kernel's `uploadPaymentSlip` does it) and `onUploaded` handed the order, now `slip_uploaded`.
 */
export function useSlipUpload(order: Order, onUploaded: (order: Order) => void): UseSlipUploadResult {
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function upload(file: File | null, channel: PaymentChannel): Promise<boolean> {
    if (!file || checkSlipFile(file)) return false;
    setUploading(true);
    setServerError(null);
    try {
      const updated = await uploadPaymentSlip(order.id, file, channel);
      emit('track:Purchase', {
        value: updated.total_amount,
        currency: 'THB',
        content_ids: updated.order_items.map((item) => item.number),
        num_items: updated.ticket_count,
        order_code: updated.code,
      });
      setUploading(false);
      onUploaded(updated);
      return true;
    } catch (e) {
      setServerError(toApiError(e).message);
      setUploading(false);
      return false;
    }
  }

  return { uploading, serverError, upload };
}
