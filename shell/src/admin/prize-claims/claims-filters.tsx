import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import {
  PRIZE_CLAIM_STATUS_LABELS,
  PRIZE_CLAIM_STATUSES,
  type PrizeClaimStatus,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { fetchLotteryDraws } from '@chokdee/shared-kernel/api/lottery';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId } from 'react';
import { useStaffRead } from '../use-staff-read';
import type { ClaimsFilters as Filters } from './prize-claims-api';
import { StatusFilter } from '../status-filter';
import styles from './prize-claims.module.css';

const TABS: (PrizeClaimStatus | null)[] = [null, ...PRIZE_CLAIM_STATUSES];
// A prize is claimed within two years: about 48 draws.
const DRAWS_SHOWN = 50;

export const statusLabel = (status: PrizeClaimStatus | null) =>
  status ? PRIZE_CLAIM_STATUS_LABELS[status] : 'ทั้งหมด';

export interface ClaimsFiltersProps {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}

/** A status (tabs) and a draw (the drawn ones, newest first); both go to the URL. */
export function ClaimsFilters({ filters, onChange }: ClaimsFiltersProps) {
  const drawId = useId();
  const draws = useStaffRead('draws', (signal) =>
    fetchLotteryDraws({ status: 'past', limit: DRAWS_SHOWN }, { signal }),
  );
  const days = draws.state.status === 'success' ? draws.state.data.map((draw) => draw.draw_date) : [];
  // A draw from a shared link stays choosable while the list loads, or if it failed.
  if (filters.drawDate && !days.includes(filters.drawDate)) days.unshift(filters.drawDate);

  return (
    <div className={styles.filters}>
      <StatusFilter
        statuses={TABS}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        labelOf={statusLabel}
        label="สถานะคำขอขึ้นเงินรางวัล"
      />
      <div className={styles.drawField}>
        <label htmlFor={drawId} className={fieldStyles.label}>
          งวดวันที่
        </label>
        <select
          id={drawId}
          className={fieldStyles.input}
          value={filters.drawDate ?? ''}
          onChange={(event) => onChange({ drawDate: event.target.value || null })}
        >
          <option value="">ทุกงวด</option>
          {days.map((day) => (
            <option key={day} value={day}>
              {formatThaiDateLong(day)}
            </option>
          ))}
        </select>
        {draws.state.status === 'error' && (
          <p className={styles.muted}>โหลดรายการงวดไม่สำเร็จ แสดงเฉพาะงวดที่เลือกไว้</p>
        )}
      </div>
    </div>
  );
}
