import { Link } from 'react-router';
import { paths } from '../config/paths';
import styles from './pages.module.css';

/** A first home page: a welcome and the way to the results checker (the full home is a later issue). */
export function HomePage() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <title>โชคดี</title>
      <h1 id="home-title" className={styles.title}>
        ยินดีต้อนรับสู่โชคดี
      </h1>
      <p className={styles.lead}>ตรวจผลสลากกินแบ่งรัฐบาลได้ทุกงวด รวดเร็วและแม่นยำ</p>
      <Link to={paths.checkLottery.getHref()} className={styles.cta}>
        ตรวจผลสลาก
      </Link>
    </section>
  );
}

export default HomePage;
