import styles from './remote-error.module.css';

/** What the visitor sees if the remote throws while rendering: the rest of the page keeps working. */
export function RemoteError() {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>ขออภัย ระบบสมาชิกขัดข้องชั่วคราว</p>
      <p className={styles.detail}>กรุณาโหลดหน้านี้ใหม่อีกครั้ง</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        โหลดหน้าใหม่
      </button>
    </div>
  );
}
