import { Link } from 'react-router';
import styles from './store-not-found.module.css';

export type StoreNotFoundProps = {
  storesHref: string;
};

/** A store info 404: the store link is wrong or the store closed for good. */
export function StoreNotFound({ storesHref }: StoreNotFoundProps) {
  return (
    <section className={styles.box} aria-labelledby="store-not-found-title">
      <h1 id="store-not-found-title" className={styles.title}>
        ไม่พบร้านค้า
      </h1>
      <p className={styles.text}>ร้านค้าที่ท่านเปิดอาจปิดไปแล้ว หรือลิงก์ไม่ถูกต้อง</p>
      <Link className={styles.link} to={storesHref}>
        ดูร้านค้าทั้งหมด
      </Link>
    </section>
  );
}
