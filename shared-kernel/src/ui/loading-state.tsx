import styles from './loading-state.module.css';

export type LoadingStateProps = {
  /** What is loading, in Thai, read out by screen readers. */
  label: string;
};

export function LoadingState({ label }: LoadingStateProps) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
