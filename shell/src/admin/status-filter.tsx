import styles from './status-filter.module.css';

export interface StatusFilterProps<S extends string> {
  /** The statuses in order; `null` is "every status". */
  statuses: readonly (S | null)[];
  value: S | null;
  onChange: (status: S | null) => void;
  /** The Thai words of a status (and of `null`). */
  labelOf: (status: S | null) => string;
  /** The row's accessible name, e.g. 'สถานะเรื่องร้องเรียน'. */
  label: string;
}

/** A console list's status filter: a row of pill buttons, the chosen one pressed and filled. */
export function StatusFilter<S extends string>({
  statuses,
  value,
  onChange,
  labelOf,
  label,
}: StatusFilterProps<S>) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {statuses.map((status) => (
        <button
          key={status ?? 'all'}
          type="button"
          className={status === value ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
          aria-pressed={status === value}
          onClick={() => onChange(status)}
        >
          {labelOf(status)}
        </button>
      ))}
    </nav>
  );
}
