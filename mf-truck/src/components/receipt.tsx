import { formatThaiDate, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import {
  formatClaimCode,
  TRUCK_PAYMENT_LABELS,
  type TruckSale,
} from '@chokdee/shared-contract/schemas/truck';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import './receipt-print.css';
import styles from './receipt.module.css';

type Paper = '58' | '80';
const PAPER_KEY = 'truck_paper';

function savedPaper(): Paper {
  try {
    return localStorage.getItem(PAPER_KEY) === '58' ? '58' : '80';
  } catch {
    return '80';
  }
}

/** The QR a buyer scans: the site's claim page for this receipt (made on the device, works offline). */
function useClaimQr(sale: TruckSale): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(`${window.location.origin}${sale.claim_path}`, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [sale.claim_path]);
  return src;
}

function ReceiptBody({ sale, qr }: { sale: TruckSale; qr: string | null }) {
  return (
    <>
      <p className={styles.center}>
        <strong>โชคดี ฟู้ดทรัค</strong>
        <br />
        {sale.store.name}
      </p>
      <p className={styles.center}>ใบเสร็จ {sale.order_code}</p>
      <p className={styles.center}>
        {formatThaiDateTime(sale.made_at ?? sale.created_at)} · พนักงาน {sale.operator_name}
      </p>
      <p className={styles.center}>งวดวันที่ {formatThaiDate(sale.draw_date)}</p>
      <hr className={styles.rule} />
      {sale.tickets.map((t) => (
        <div key={t.ticket_id} className={styles.line}>
          <span>
            {t.number} (ชุด {t.set_no})
          </span>
          <span>{formatBaht(t.price)}</span>
        </div>
      ))}
      <hr className={styles.rule} />
      <div className={styles.line}>
        <strong>รวม {sale.tickets.length} ใบ</strong>
        <strong>{formatBaht(sale.total_amount)}</strong>
      </div>
      <div className={styles.line}>
        <span>ชำระโดย</span>
        <span>{TRUCK_PAYMENT_LABELS[sale.payment_method]}</span>
      </div>
      <hr className={styles.rule} />
      <p className={styles.center}>สแกนเพื่อเก็บสลากเข้าตู้เซฟของสมาชิก</p>
      {qr && <img className={styles.qr} src={qr} alt={`QR รับสลาก ${formatClaimCode(sale.claim_code)}`} />}
      <p className={styles.center}>รหัสรับสลาก</p>
      <p className={styles.code} data-testid="claim-code">
        {formatClaimCode(sale.claim_code)}
      </p>
      <p className={styles.center}>ใช้รหัสได้ครั้งเดียว เก็บใบเสร็จไว้เป็นหลักฐาน</p>
    </>
  );
}

/** The receipt of a sale: on screen, and alone on the paper when printed (58 or 80 mm). */
export function Receipt({ sale, onClose }: { sale: TruckSale; onClose?: () => void }) {
  const qr = useClaimQr(sale);
  const [paper, setPaper] = useState<Paper>(savedPaper);
  const choose = (next: Paper) => {
    setPaper(next);
    try {
      localStorage.setItem(PAPER_KEY, next);
    } catch {
      // the choice just is not remembered
    }
  };
  return (
    <section aria-label="ใบเสร็จ" className={styles.receipt}>
      <ReceiptBody sale={sale} qr={qr} />
      <div className={styles.actions}>
        <label>
          กระดาษ{' '}
          <select value={paper} onChange={(e) => choose(e.target.value as Paper)}>
            <option value="80">80 มม.</option>
            <option value="58">58 มม.</option>
          </select>
        </label>
        <button type="button" className={buttonStyles.primary} onClick={() => window.print()}>
          พิมพ์ใบเสร็จ
        </button>
        {onClose && (
          <button type="button" className={buttonStyles.flat} onClick={onClose}>
            ปิด
          </button>
        )}
      </div>
      {createPortal(
        <div className="truck-print-root" data-paper={paper} data-testid="receipt-print">
          <ReceiptBody sale={sale} qr={qr} />
        </div>,
        document.body,
      )}
    </section>
  );
}
