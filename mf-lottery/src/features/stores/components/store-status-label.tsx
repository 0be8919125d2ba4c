import { STORE_STATUS_LABELS, type StoreStatus } from '../utils/store-status';
import styles from './store-status-label.module.css';

export type StoreStatusLabelProps = {
  status: StoreStatus;
};

export function StoreStatusLabel({ status }: StoreStatusLabelProps) {
  return <span className={`${styles.label} ${styles[status]}`}>{STORE_STATUS_LABELS[status]}</span>;
}
