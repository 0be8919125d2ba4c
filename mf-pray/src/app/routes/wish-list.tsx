import { Link } from 'react-router';
import { PRAY_CATEGORY_LABELS } from '@chokdee/shared-contract/schemas/pray';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { paths } from '../../config/paths';
import styles from '../../features/projects/components/pray.module.css';
import { WISH_KINDS, WISH_STEPS } from '../../features/wish-list/wish-kinds';

/** /รายการขอพร — the prayer wish list: every kind of wish, each opening its published wishes. */
export function WishListPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>รายการขอพร</h1>
      <p className={styles.muted}>เลือกเรื่องที่อยากขอพร ดูคำขอพรของสมาชิกในเรื่องนั้น แล้วร่วมอธิษฐานเป็นกำลังใจให้กัน</p>
      <ul className={styles.grid} aria-label="หมวดคำขอพร">
        {WISH_KINDS.map((kind) => (
          <li key={kind.id}>
            <Link to={paths.list.getHref(`category=${kind.id}`)} className={styles.card}>
              <div className={styles.cardBody}>
                <h2 className={styles.cardTitle}>{PRAY_CATEGORY_LABELS[kind.id]}</h2>
                <p className={styles.muted}>{kind.note}</p>
                <span className={styles.badge}>ดูคำขอพร →</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.panel}>
        <h2 className={styles.cardTitle}>ขอพรกับมังกรฟ้าอย่างไร</h2>
        <ol className={styles.numbered}>
          {WISH_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Link to={paths.create.getHref()} className={buttons.primary}>
            เริ่มคำขอพร
          </Link>
          <Link to={paths.list.getHref()} className={buttons.flat}>
            ดูคำขอพรทั้งหมด
          </Link>
        </div>
      </div>
    </section>
  );
}
