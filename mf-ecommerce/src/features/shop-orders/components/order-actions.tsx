import type { ShopOrderDetail } from '@chokdee/shared-contract/schemas/shop-admin';
import { useFormSubmit } from '@chokdee/shared-kernel/hooks/use-form-submit';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { useState } from 'react';
import { baht } from '../../../lib/cart-rules';
import { cancelOrder, confirmSlip, markReceived, refuseSlip, startPacking } from '../api/shop-orders';
import { ReasonDialog } from './reason-dialog';
import { ShipDialog } from './ship-dialog';
import styles from './shop-orders.module.css';

type Step = 'confirm' | 'refuse' | 'pack' | 'ship' | 'received' | 'cancel';

export type OrderActionsProps = {
  order: ShopOrderDetail;
  /** The packing slip is on the page (paid, packing, shipped). */
  printable: boolean;
  onMoved: (next: ShopOrderDetail) => void;
};

/** The steps a purchase's stage allows, each asked before it is sent (another staff member may be on it too). */
export function OrderActions({ order, printable, onMoved }: OrderActionsProps) {
  const [step, setStep] = useState<Step | null>(null);
  const confirm = useFormSubmit([]);
  const stage = order.stage;
  const cancellable =
    stage === 'awaiting_check' || stage === 'paid' || stage === 'packing' || order.status === 'reserved';

  const moved = (next: ShopOrderDetail) => {
    setStep(null);
    onMoved(next);
  };
  // Each step answers the purchase as it now is; the detail and the list show it.
  const run = async (send: () => Promise<ShopOrderDetail>, done: string) => {
    let next: ShopOrderDetail | undefined;
    const sent = await confirm.submit(async () => {
      next = await send();
    }, done);
    if (sent && next) moved(next);
  };

  return (
    <>
      <div className={styles.actions}>
        {printable && (
          <button type="button" className={buttonStyles.secondary} onClick={() => window.print()}>
            พิมพ์ใบปะหน้า
          </button>
        )}
        {cancellable && (
          <button type="button" className={buttonStyles.flat} onClick={() => setStep('cancel')}>
            ยกเลิกคำสั่งซื้อ
          </button>
        )}
        {stage === 'awaiting_check' && (
          <>
            <button type="button" className={buttonStyles.danger} onClick={() => setStep('refuse')}>
              ไม่อนุมัติสลิป
            </button>
            <button type="button" className={buttonStyles.primary} onClick={() => setStep('confirm')}>
              ยืนยันการชำระเงิน
            </button>
          </>
        )}
        {stage === 'paid' && (
          <button type="button" className={buttonStyles.secondary} onClick={() => setStep('pack')}>
            เริ่มแพ็กสินค้า
          </button>
        )}
        {(stage === 'paid' || stage === 'packing') && (
          <button type="button" className={buttonStyles.primary} onClick={() => setStep('ship')}>
            จัดส่งสินค้า
          </button>
        )}
        {stage === 'shipped' && (
          <button type="button" className={buttonStyles.primary} onClick={() => setStep('received')}>
            ผู้ซื้อได้รับสินค้าแล้ว
          </button>
        )}
      </div>

      {step === 'confirm' && (
        <ConfirmDialog
          title="ยืนยันการชำระเงิน"
          message={`ยอด ${baht(order.total_amount)} บาท ตรงกับสลิปของ ${order.code} ใช่หรือไม่`}
          remark="ยืนยันแล้วคำสั่งซื้อจะพร้อมแพ็กและออกใบรับรองพระเครื่อง"
          okText="ยืนยันการชำระเงิน"
          busy={confirm.busy}
          error={confirm.error}
          onConfirm={() => void run(() => confirmSlip(order.id), `ยืนยันการชำระเงิน ${order.code} แล้ว`)}
          onCancel={() => setStep(null)}
        />
      )}
      {step === 'pack' && (
        <ConfirmDialog
          title="เริ่มแพ็กสินค้า"
          message={`เริ่มแพ็กสินค้าของ ${order.code} ใช่หรือไม่`}
          okText="เริ่มแพ็ก"
          busy={confirm.busy}
          error={confirm.error}
          onConfirm={() => void run(() => startPacking(order.id), `${order.code} อยู่ระหว่างแพ็กสินค้า`)}
          onCancel={() => setStep(null)}
        />
      )}
      {step === 'received' && (
        <ConfirmDialog
          title="ผู้ซื้อได้รับสินค้าแล้ว"
          message={`บันทึกว่าผู้ซื้อได้รับสินค้าของ ${order.code} แล้วใช่หรือไม่`}
          okText="บันทึก"
          busy={confirm.busy}
          error={confirm.error}
          onConfirm={() => void run(() => markReceived(order.id), `${order.code} ได้รับสินค้าแล้ว`)}
          onCancel={() => setStep(null)}
        />
      )}
      {step === 'refuse' && (
        <ReasonDialog
          title="ไม่อนุมัติสลิป"
          message={`ผู้ซื้อ ${order.code} จะเห็นเหตุผลนี้และส่งสลิปใหม่ได้`}
          label="เหตุผลที่ไม่อนุมัติสลิป"
          okText="ไม่อนุมัติสลิป"
          doneMessage={`แจ้งผู้ซื้อ ${order.code} ให้ส่งสลิปใหม่แล้ว`}
          send={(reason) => refuseSlip(order.id, reason)}
          onDone={moved}
          onClose={() => setStep(null)}
        />
      )}
      {step === 'cancel' && (
        <ReasonDialog
          title="ยกเลิกคำสั่งซื้อ"
          message={`ยกเลิก ${order.code} สินค้าจะกลับเข้าคลัง และผู้ซื้อจะเห็นเหตุผลนี้`}
          label="เหตุผลที่ยกเลิก"
          okText="ยกเลิกคำสั่งซื้อ"
          doneMessage={`ยกเลิก ${order.code} แล้ว`}
          send={(reason) => cancelOrder(order.id, reason)}
          onDone={moved}
          onClose={() => setStep(null)}
        />
      )}
      {step === 'ship' && (
        <ShipDialog id={order.id} code={order.code} onDone={moved} onClose={() => setStep(null)} />
      )}
    </>
  );
}
