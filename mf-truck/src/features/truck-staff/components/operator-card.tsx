import type { DealerTruckOperator } from '@chokdee/shared-contract/schemas/truck';
import { formatBaht, formatInteger } from '@chokdee/shared-contract/format/number';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import styles from './operator-card.module.css';

export type OperatorAction = 'rename' | 'password' | 'deactivate' | 'reactivate';

export type OperatorCardProps = {
  operator: DealerTruckOperator;
  /** While a change of this operator is being sent: their buttons wait. */
  busy?: boolean;
  onAction: (action: OperatorAction, operator: DealerTruckOperator) => void;
};

/** One operator: who they are, whether they can log in, what they sold in this draw, and what to change. */
export function OperatorCard({ operator, busy = false, onAction }: OperatorCardProps) {
  const sales = operator.current_draw_sales;
  const small = `${buttonStyles.secondary} ${buttonStyles.small}`;
  return (
    <li className={operator.is_active ? styles.card : `${styles.card} ${styles.inactive}`}>
      <div className={styles.who}>
        <h3 className={styles.name}>{operator.name}</h3>
        <p className={styles.username}>ชื่อผู้ใช้ {operator.username}</p>
      </div>
      <p className={operator.is_active ? styles.active : styles.off}>
        {operator.is_active ? 'ใช้งานอยู่' : 'ปิดการใช้งาน'}
      </p>
      {sales && (
        <p className={styles.sales}>
          ขายงวดนี้ <strong>{formatInteger(sales.tickets)}</strong> ใบ ({formatInteger(sales.count)} รายการ) ·{' '}
          <strong>{formatBaht(sales.total_amount)}</strong>
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={small} disabled={busy} onClick={() => onAction('rename', operator)}>
          แก้ไขชื่อ
        </button>
        <button
          type="button"
          className={small}
          disabled={busy}
          onClick={() => onAction('password', operator)}
        >
          ตั้งรหัสผ่านใหม่
        </button>
        {operator.is_active ? (
          <button
            type="button"
            className={`${buttonStyles.danger} ${buttonStyles.small}`}
            disabled={busy}
            onClick={() => onAction('deactivate', operator)}
          >
            ปิดการใช้งาน
          </button>
        ) : (
          <button
            type="button"
            className={`${buttonStyles.primary} ${buttonStyles.small}`}
            disabled={busy}
            aria-busy={busy}
            onClick={() => onAction('reactivate', operator)}
          >
            {busy ? 'กำลังเปิดใช้งาน…' : 'เปิดใช้งานอีกครั้ง'}
          </button>
        )}
      </div>
    </li>
  );
}
