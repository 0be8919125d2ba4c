import type { PrizeClaimStatus } from '@chokdee/shared-contract/schemas/prize-claim';
import { CLAIM_TABS } from '../utils/claim-tabs';
import styles from './claim-status-tabs.module.css';

export type ClaimStatusTabsProps = {
  /** The status shown; null for every claim. */
  value: PrizeClaimStatus | null;
  onChange: (status: PrizeClaimStatus | null) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
};

/** The id of a tab, for the panel's `aria-labelledby`. */
export function claimTabId(status: PrizeClaimStatus | null): string {
  return `claim-tab-${status ?? 'all'}`;
}

/** Tabs over the claim statuses, 'ทั้งหมด' first; the arrow keys move between them. */
export function ClaimStatusTabs({ value, onChange, panelId }: ClaimStatusTabsProps) {
  function move(from: number, step: number) {
    const next = CLAIM_TABS[(from + step + CLAIM_TABS.length) % CLAIM_TABS.length];
    if (!next) return;
    onChange(next.status);
    document.getElementById(claimTabId(next.status))?.focus();
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label="สถานะคำขอขึ้นเงินรางวัล">
      {CLAIM_TABS.map((tab, index) => {
        const selected = tab.status === value;
        return (
          <button
            key={tab.id}
            id={claimTabId(tab.status)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.status)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index, 1);
              if (event.key === 'ArrowLeft') move(index, -1);
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
