import { toApiError } from '@chokdee/shared-kernel/api/client';
import { cancelOrder } from '@chokdee/shared-kernel/api/orders';
import type { Order } from '@chokdee/shared-contract/schemas/order';
import { useState } from 'react';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';

export type CancelOrderButtonProps = {
  code: string;
  onCancelled: (order: Order) => void;
  disabled?: boolean;
};

/**
 * Cancels a reserved order after a confirmation; its tickets go back to the store. The kernel's
 * `cancelOrder` refreshes whatever shows orders (the menu's badge, the lists), wherever it is.
 */
export function CancelOrderButton({ code, onCancelled, disabled = false }: CancelOrderButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const order = await cancelOrder(code);
      setAsking(false);
      onCancelled(order);
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={`${buttons.danger} ${buttons.block}`}
        onClick={() => setAsking(true)}
        disabled={disabled}
      >
        ยกเลิกคำสั่งซื้อ
      </button>
      {asking && (
        <ConfirmDialog
          title="ยกเลิกคำสั่งซื้อ"
          message={`คุณต้องการยกเลิกคำสั่งซื้อ ${code} ? สลากที่จองไว้จะถูกปล่อยคืนให้ร้านค้า`}
          okText="ยกเลิกคำสั่งซื้อ"
          cancelText="ไม่ยกเลิก"
          variant="danger"
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setAsking(false);
            setError(null);
          }}
        />
      )}
    </>
  );
}
