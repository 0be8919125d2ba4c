import { formatBaht } from '@chokdee/shared-contract/format/number';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useState } from 'react';
import { $queue, dismissSale, flushQueue } from '../stores/sale-queue';
import { Receipt } from './receipt';
import pos from './pos.module.css';

const STATUS = { waiting: 'รอส่ง', failed: 'ขายไม่สำเร็จ', sent: 'ส่งแล้ว' } as const;

/** The sales this device still holds: waiting for a signal, refused (with the Thai reason), or sent since. */
export function WaitingSales() {
  const queue = useStore($queue);
  const [shown, setShown] = useState<string | null>(null);
  if (queue.length === 0) return null;
  const receipt = queue.find((s) => s.key === shown)?.sale;
  return (
    <section className={pos.card} aria-labelledby="truck-queue-title">
      <div className={pos.row}>
        <h2 id="truck-queue-title" className={pos.title}>
          รายการขายในเครื่อง
        </h2>
        <button
          type="button"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
          onClick={() => void flushQueue()}
        >
          ส่งอีกครั้ง
        </button>
      </div>
      <ul className={pos.list}>
        {queue.map((s) => (
          <li
            key={s.key}
            className={pos.card}
            data-status={s.status}
            aria-label={`รายการขาย ${STATUS[s.status]}`}
          >
            <div className={pos.row}>
              <strong>{STATUS[s.status]}</strong>
              <span>{formatThaiDateTime(s.createdAt)}</span>
            </div>
            <span>
              {s.body.items.map((i) => `${i.number} x${i.quantity}`).join(', ')} · {formatBaht(s.body.amount)}
            </span>
            {s.message && (
              <p
                className={s.status === 'failed' ? pos.error : pos.notice}
                role={s.status === 'failed' ? 'alert' : undefined}
              >
                {s.message}
              </p>
            )}
            {s.status !== 'waiting' && (
              <div className={pos.row}>
                {s.sale && (
                  <button
                    type="button"
                    className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                    onClick={() => setShown(s.key)}
                  >
                    ดูใบเสร็จ
                  </button>
                )}
                <button
                  type="button"
                  className={`${buttonStyles.flat} ${buttonStyles.small}`}
                  onClick={() => void dismissSale(s.key)}
                >
                  ลบออกจากรายการ
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {receipt && <Receipt sale={receipt} onClose={() => setShown(null)} />}
    </section>
  );
}
