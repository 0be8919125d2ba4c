import styles from './store-notices.module.css';

export type StoreNoticesProps = {
  settingComplete: boolean;
  saleOpen: boolean;
  soldOut: boolean;
};

/** Why a member cannot buy here now: incomplete setting, closed sale, sold out (spec §4). */
export function StoreNotices({ settingComplete, saleOpen, soldOut }: StoreNoticesProps) {
  if (settingComplete && saleOpen && !soldOut) return null;
  return (
    <div className={styles.notices}>
      {!settingComplete && (
        <section className={styles.notice} aria-labelledby="store-notice-setting">
          <h2 id="store-notice-setting" className={styles.title}>
            ร้านค้ายังตั้งค่าไม่ครบ
          </h2>
          <p className={styles.text}>ร้านค้านี้ยังไม่ได้กำหนดราคาขายให้ครบ จึงยังไม่สามารถสั่งซื้อได้ในขณะนี้</p>
        </section>
      )}
      {settingComplete && !saleOpen && (
        <section className={styles.notice} aria-labelledby="store-notice-closed">
          <h2 id="store-notice-closed" className={styles.title}>
            ปิดการขาย
          </h2>
          <p className={styles.text}>ร้านค้ายังไม่เปิดรับคำสั่งซื้อในขณะนี้ ท่านยังค้นหาเลขได้ แต่ยังไม่สามารถสั่งซื้อได้</p>
        </section>
      )}
      {settingComplete && saleOpen && soldOut && (
        <section className={styles.notice} aria-labelledby="store-notice-sold-out">
          <h2 id="store-notice-sold-out" className={styles.title}>
            สลากขายหมดแล้ว
          </h2>
          <p className={styles.text}>สลากของร้านนี้ในงวดนี้ขายหมดแล้ว ลองเลือกซื้อจากร้านอื่น</p>
        </section>
      )}
    </div>
  );
}
