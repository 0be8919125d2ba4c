import { RewardShipmentsPanel } from '../../features/reward-shipments/components/reward-shipments-panel';
import styles from '../../components/pages.module.css';

/** /staff/reward-shipments — staff dispatch quest rewards and point redemptions (asks a visitor to log in as staff). */
export function RewardShipmentsPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>จัดส่งของรางวัล</h1>
      <RewardShipmentsPanel />
    </section>
  );
}
