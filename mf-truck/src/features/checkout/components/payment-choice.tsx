import { fetchTruckPromptPayQr } from '../../../api/truck';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import {
  TRUCK_PAYMENT_LABELS,
  TRUCK_PAYMENT_METHODS,
  type TruckPaymentMethod,
} from '@chokdee/shared-contract/schemas/truck';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { ChoiceField } from '@chokdee/shared-kernel/ui/choice-field';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import pos from '../../../components/pos.module.css';
import styles from './checkout.module.css';

export interface PaymentChoiceProps {
  token: string;
  amount: number;
  promptpayEnabled: boolean;
  value: TruckPaymentMethod;
  onChange: (method: TruckPaymentMethod) => void;
}

/** Cash or PromptPay; PromptPay shows the QR of exactly the total (made by the API, so it needs a signal). */
export function PaymentChoice({ token, amount, promptpayEnabled, value, onChange }: PaymentChoiceProps) {
  // Asked again for each new total; only while PromptPay is chosen.
  const request = useRequest(
    value === 'promptpay' && amount > 0 ? requestKeys.truck.promptPayQr(amount) : null,
    (signal) => fetchTruckPromptPayQr(token, amount, { signal }),
  );
  const qr =
    request.status === 'success' ? { amount: request.data.amount, src: request.data.promptpay_qr } : null;
  const error =
    request.status !== 'error'
      ? null
      : request.error.status === 0
        ? 'ไม่มีสัญญาณ สร้าง QR พร้อมเพย์ไม่ได้ กรุณารับเงินสด'
        : request.error.message;

  return (
    <div className={pos.card}>
      <ChoiceField
        label="วิธีชำระเงิน"
        name="payment"
        options={TRUCK_PAYMENT_METHODS.map((method) => ({
          value: method,
          label: TRUCK_PAYMENT_LABELS[method],
          disabled: method === 'promptpay' && !promptpayEnabled,
        }))}
        value={value}
        onChange={onChange}
        hint={promptpayEnabled ? undefined : 'ร้านนี้ยังไม่ได้ตั้งค่าพร้อมเพย์ รับได้เฉพาะเงินสด'}
        minOptionWidth="10rem"
      />
      {value === 'promptpay' && error && (
        <p className={pos.error} role="alert">
          {error}
        </p>
      )}
      {value === 'promptpay' && qr && qr.amount === amount && (
        <figure className={styles.qr}>
          <img src={qr.src} alt={`QR พร้อมเพย์ ${formatBaht(amount)}`} />
          <figcaption>ให้ลูกค้าสแกนจ่าย {formatBaht(amount)} แล้วกดยืนยันเมื่อเงินเข้า</figcaption>
        </figure>
      )}
    </div>
  );
}
