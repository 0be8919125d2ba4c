import type { OrderStatus } from '@chokdee/shared-contract/schemas/order';
import { DEALER_TABS } from '../utils/dealer-tabs';
import styles from './dealer-status-tabs.module.css';

export type DealerStatusTabsProps = {
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
};

/** Tabs over the order states; the arrow keys move between them. */
export function DealerStatusTabs({ value, onChange, panelId }: DealerStatusTabsProps) {
  function move(from: number, step: number) {
    const next = DEALER_TABS[(from + step + DEALER_TABS.length) % DEALER_TABS.length];
    if (!next) return;
    onChange(next.status);
    document.getElementById(`dealer-tab-${next.status}`)?.focus();
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label="สถานะคำสั่งซื้อ">
      {DEALER_TABS.map((tab, index) => {
        const selected = tab.status === value;
        return (
          <button
            key={tab.status}
            id={`dealer-tab-${tab.status}`}
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
