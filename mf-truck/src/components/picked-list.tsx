import { formatBaht } from '@chokdee/shared-contract/format/number';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $pickCount, $picks, $pickTotal, changeQuantity } from '../stores/picks';
import pos from './pos.module.css';

/** The picked tickets with their total; `editable` adds −/+ and remove. */
export function PickedList({ editable = true }: { editable?: boolean }) {
  const picks = useStore($picks);
  const count = useStore($pickCount);
  const total = useStore($pickTotal);
  return (
    <section className={pos.card} aria-labelledby="truck-picked-title">
      <h2 id="truck-picked-title" className={pos.title}>
        สลากที่เลือก
      </h2>
      {picks.length === 0 ? (
        <p className={pos.muted}>ยังไม่ได้เลือกสลาก</p>
      ) : (
        <ul className={pos.list}>
          {picks.map((p) => (
            <li key={p.number} className={pos.row}>
              <span>
                <span className={pos.number}>{p.number}</span>
                <br />
                <span className={pos.muted}>
                  {formatBaht(p.price)} x {p.quantity} = {formatBaht(p.price * p.quantity)}
                </span>
              </span>
              {editable && (
                <span className={pos.row}>
                  <button
                    type="button"
                    className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                    onClick={() => changeQuantity(p.number, p.quantity - 1)}
                    aria-label={`ลดจำนวนเลข ${p.number}`}
                  >
                    −
                  </button>
                  <span aria-label={`จำนวนเลข ${p.number}`}>{p.quantity}</span>
                  <button
                    type="button"
                    className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                    onClick={() => changeQuantity(p.number, p.quantity + 1)}
                    aria-label={`เพิ่มจำนวนเลข ${p.number}`}
                    disabled={p.quantity >= Math.min(p.available, 10)}
                  >
                    +
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={pos.row}>
        <span>รวม {count} ใบ</span>
        <span className={pos.total} data-testid="truck-total">
          {formatBaht(total)}
        </span>
      </div>
    </section>
  );
}
