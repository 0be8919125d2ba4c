import type { DealerTruckOperator } from '@chokdee/shared-contract/schemas/truck';
import { OperatorCard, type OperatorAction } from './operator-card';
import styles from './truck-staff.module.css';

export type OperatorListProps = {
  operators: readonly DealerTruckOperator[];
  /** The operator whose change is being sent, if any. */
  busyId?: number | null;
  onAction: (action: OperatorAction, operator: DealerTruckOperator) => void;
};

/** The store's operators, in the order they were added; a word when there is nobody yet. */
export function OperatorList({ operators, busyId = null, onAction }: OperatorListProps) {
  if (operators.length === 0)
    return <p className={styles.empty}>ยังไม่มีพนักงานขาย เพิ่มพนักงานเพื่อให้เข้าสู่ระบบรถขายสลากได้</p>;
  return (
    <ul className={styles.list} aria-label="พนักงานขาย">
      {operators.map((operator) => (
        <OperatorCard
          key={operator.id}
          operator={operator}
          busy={busyId === operator.id}
          onAction={onAction}
        />
      ))}
    </ul>
  );
}
