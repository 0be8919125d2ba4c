import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { TruckPaymentMethod, TruckSale } from '@chokdee/shared-contract/schemas/truck';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useState } from 'react';
import { Link } from 'react-router';
import { PickedList } from '../../../components/picked-list';
import { Receipt } from '../../../components/receipt';
import { paths } from '../../../config/paths';
import { toSaleBody } from '../../../lib/picks';
import { $picks, $pickTotal, clearPicks } from '../../../stores/picks';
import { dismissSale, submitSale } from '../../../stores/sale-queue';
import { $truckSession } from '../../../stores/truck-session';
import pos from '../../../components/pos.module.css';
import { PaymentChoice } from './payment-choice';

type Done = { kind: 'sent'; sale: TruckSale } | { kind: 'queued'; amount: number } | null;

/** Review, payment, confirm; then the receipt, or the note that the sale waits on the device. */
export function Checkout() {
  const session = useStore($truckSession);
  const picks = useStore($picks);
  const total = useStore($pickTotal);
  const [payment, setPayment] = useState<TruckPaymentMethod>('cash');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Done>(null);

  if (!session) return null;

  if (done?.kind === 'sent')
    return (
      <div className={pos.page}>
        <p className={pos.notice} role="status">
          ขายสำเร็จ
        </p>
        <Receipt sale={done.sale} />
        <Link className={`${buttonStyles.primary} ${buttonStyles.block}`} to={paths.store.getHref()}>
          ขายรายการต่อไป
        </Link>
      </div>
    );
  if (done?.kind === 'queued')
    return (
      <div className={pos.page}>
        <p className={pos.notice} role="status">
          บันทึกรายการขายไว้ในเครื่องแล้ว รอส่งเมื่อมีสัญญาณ ({formatBaht(done.amount)})
        </p>
        <p className={pos.muted}>ใบเสร็จและรหัสรับสลากจะพร้อมพิมพ์เมื่อส่งสำเร็จ ดูได้ที่ “รายการขายในเครื่อง” หน้าขายสลาก</p>
        <Link className={`${buttonStyles.primary} ${buttonStyles.block}`} to={paths.store.getHref()}>
          ขายรายการต่อไป
        </Link>
      </div>
    );

  const promptpayEnabled = session.store.promptpay_id !== null;

  async function confirm() {
    if (!session || picks.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const result = await submitSale(session.store.code, toSaleBody(picks, payment, new Date()));
      if (result.status === 'sent' && result.sale) {
        clearPicks();
        await dismissSale(result.key);
        setDone({ kind: 'sent', sale: result.sale });
      } else if (result.status === 'waiting') {
        clearPicks();
        setDone({ kind: 'queued', amount: result.body.amount });
      } else {
        // Refused right away: the operator is still with the buyer, so the picks stay to fix.
        await dismissSale(result.key);
        setError(result.message ?? 'ขายไม่สำเร็จ');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={pos.page}>
      <PickedList />
      {picks.length === 0 ? (
        <Link className={`${buttonStyles.primary} ${buttonStyles.block}`} to={paths.store.getHref()}>
          เลือกสลาก
        </Link>
      ) : (
        <>
          <PaymentChoice
            token={session.token}
            amount={total}
            promptpayEnabled={promptpayEnabled}
            value={payment}
            onChange={setPayment}
          />
          {error && (
            <p className={pos.error} role="alert">
              {error}
            </p>
          )}
          <button
            type="button"
            className={`${buttonStyles.primary} ${buttonStyles.block}`}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {busy ? 'กำลังบันทึกการขาย…' : `ยืนยันการขาย ${formatBaht(total)}`}
          </button>
        </>
      )}
    </div>
  );
}
