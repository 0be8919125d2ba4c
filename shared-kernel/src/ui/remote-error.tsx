import styles from './remote-error.module.css';

export type RemoteErrorProps = {
  /** Which part is down, in Thai, e.g. 'ระบบตรวจผลสลาก'. */
  system: string;
};

/** What the visitor sees if a remote throws while rendering: the rest of the page keeps working. */
export function RemoteError({ system }: RemoteErrorProps) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>ขออภัย {system}ขัดข้องชั่วคราว</p>
      <p className={styles.detail}>กรุณาโหลดหน้านี้ใหม่อีกครั้ง</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        โหลดหน้าใหม่
      </button>
    </div>
  );
}
