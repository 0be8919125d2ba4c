import { Link } from 'react-router';
import { useSiteRolePath } from '../catalog/site-roles';
import { SITE_NAME } from '../content/page-title';
import { WidgetSlot } from '../slots/widget-slot';
import { LatestArticlesSection } from './home/latest-articles-section';
import styles from './home/home.module.css';

/**
 * The home page: the hero, the sections the live remotes place in `main.sections` (in catalog
 * order), then the articles. Each section reads its own data and fails on its own, so a slow or
 * broken call or remote never blanks the page. No carousel, no heavy library: it is the first visit.
 */
export function HomePage() {
  const storeDirectory = useSiteRolePath('store-directory');
  return (
    <div className={styles.home}>
      <title>{`${SITE_NAME} | ตรวจผลสลากและซื้อลอตเตอรี่จากร้านค้าที่ยืนยันตัวตน`}</title>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heroTitle}>
          ยินดีต้อนรับสู่โชคดี
        </h1>
        <p className={styles.heroLead}>ตรวจผลสลากกินแบ่งรัฐบาลได้ทุกงวด และซื้อลอตเตอรี่จากร้านค้ารายย่อยที่ยืนยันตัวตนแล้ว</p>
        {storeDirectory && (
          <Link to={storeDirectory} className={styles.heroCta}>
            ค้นหาร้านค้าลอตเตอรี่
          </Link>
        )}
      </section>
      <div className={styles.sections}>
        <WidgetSlot name="main.sections" className={styles.mainSections} />
        <LatestArticlesSection />
      </div>
    </div>
  );
}

export default HomePage;
