import { fetchTruckPromptPayQr } from '@chokdee/shared-kernel/api/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { formatBaht } from '@chokdee/shared-kernel/format/number';
import { TRUCK_PAYMENT_LABELS, TRUCK_PAYMENT_METHODS, type TruckPaymentMethod } from '@chokdee/shared-kernel/schemas/truck';
import { useEffect, useState } from 'react';
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
  const [qr, setQr] = useState<{ amount: number; src: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (value !== 'promptpay' || amount < 1) return;
    let live = true;
    setError(null);
    fetchTruckPromptPayQr(token, amount)
      .then((answer) => live && setQr({ amount: answer.amount, src: answer.promptpay_qr }))
      .catch((e: unknown) => {
        if (!live) return;
        setQr(null);
        setError(
          navigator.onLine === false
            ? 'ไม่มีสัญญาณ สร้าง QR พร้อมเพย์ไม่ได้ กรุณารับเงินสด'
            : e instanceof ApiRequestError
              ? e.error.message
              : 'สร้าง QR พร้อมเพย์ไม่สำเร็จ',
        );
      });
    return () => {
      live = false;
    };
  }, [token, amount, value]);

  return (
    <fieldset className={pos.card}>
      <legend className={styles.legend}>วิธีชำระเงิน</legend>
      {TRUCK_PAYMENT_METHODS.map((method) => (
        <label key={method} className={styles.choice}>
          <input
            type="radio"
            name="payment"
            value={method}
            checked={value === method}
            disabled={method === 'promptpay' && !promptpayEnabled}
            onChange={() => onChange(method)}
          />
          {TRUCK_PAYMENT_LABELS[method]}
        </label>
      ))}
      {!promptpayEnabled && <p className={pos.muted}>ร้านนี้ยังไม่ได้ตั้งค่าพร้อมเพย์ รับได้เฉพาะเงินสด</p>}
      {value === 'promptpay' && error && (
        <p className={pos.error} role="alert">
          {error}
        </p>
      )}
      {value === 'promptpay' && qr && qr.amount === amount && (
        <figure className={styles.qr}>
          <img src={qr.src} alt={`QR พร้อมเพย์ ${formatBaht(amount)} บาท`} />
          <figcaption>ให้ลูกค้าสแกนจ่าย {formatBaht(amount)} บาท แล้วกดยืนยันเมื่อเงินเข้า</figcaption>
        </figure>
      )}
    </fieldset>
  );
}
