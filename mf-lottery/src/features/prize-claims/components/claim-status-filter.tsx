import {
  PRIZE_CLAIM_STATUSES,
  PRIZE_CLAIM_STATUS_LABELS,
  type PrizeClaimStatus,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { Link } from 'react-router';
import styles from './claim-status-filter.module.css';

export type ClaimStatusFilterProps = {
  /** The status shown; undefined for every claim. */
  value: PrizeClaimStatus | undefined;
  /** The list's href for a status (undefined: all), on its first page. */
  hrefFor: (status: PrizeClaimStatus | undefined) => string;
};

const CHOICES: Array<{ status: PrizeClaimStatus | undefined; label: string }> = [
  { status: undefined, label: 'ทั้งหมด' },
  ...PRIZE_CLAIM_STATUSES.map((status) => ({ status, label: PRIZE_CLAIM_STATUS_LABELS[status] })),
];

/** Links over the statuses: the filter lives in the URL, so Back and a shared link keep it. */
export function ClaimStatusFilter({ value, hrefFor }: ClaimStatusFilterProps) {
  return (
    <nav className={styles.filter} aria-label="กรองตามสถานะ">
      {CHOICES.map((choice) => (
        <Link
          key={choice.status ?? 'all'}
          to={hrefFor(choice.status)}
          className={styles.choice}
          aria-current={choice.status === value ? 'page' : undefined}
        >
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}
