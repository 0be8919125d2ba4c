import styles from './status-tabs.module.css';

/** One tab: the status it shows (`null` for "every status") and its Thai label. */
export type StatusTab<S extends string | null> = { status: S; label: string };

export type StatusTabsProps<S extends string | null> = {
  tabs: readonly StatusTab<S>[];
  /** The status shown. */
  value: S;
  onChange: (status: S) => void;
  /** The tab list's accessible name, e.g. 'สถานะคำสั่งซื้อ'. */
  label: string;
  /** Starts each tab's id (see `statusTabId`), so the panel can name the selected one. */
  idPrefix: string;
  /** The id of the panel the tabs control. */
  panelId: string;
};

/** The id of a tab, for the panel's `aria-labelledby`: `{idPrefix}-{status}`, `-all` for null. */
export function statusTabId(idPrefix: string, status: string | null): string {
  return `${idPrefix}-${status ?? 'all'}`;
}

/** Tabs over a list's statuses, one row that scrolls sideways; the arrow keys move between them. */
export function StatusTabs<S extends string | null>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  panelId,
}: StatusTabsProps<S>) {
  function move(from: number, step: number) {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.status);
    document.getElementById(statusTabId(idPrefix, next.status))?.focus();
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const selected = tab.status === value;
        const id = statusTabId(idPrefix, tab.status);
        return (
          <button
            key={id}
            id={id}
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
