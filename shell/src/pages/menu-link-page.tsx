import { Link } from 'react-router';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $isLoggedIn } from '@chokdee/shared-kernel/stores/auth';
import { $catalog } from '../catalog/catalog-store';
import { pageTitle } from '../content/page-title';
import styles from '../content/content.module.css';
import { menuLinkItems } from './menu-link-items';

/** `/menu-link`: every main section as one big link, for phones and for the app's web view. */
export function MenuLinkPage() {
  const catalog = useStore($catalog);
  const loggedIn = useStore($isLoggedIn);
  return (
    <section className={styles.page} aria-labelledby="menu-link-title">
      <title>{pageTitle('เมนูทั้งหมด')}</title>
      <h1 id="menu-link-title" className={styles.heading}>
        เมนูทั้งหมด
      </h1>
      <ul className={styles.bigLinks}>
        {menuLinkItems(catalog, loggedIn).map((item) => (
          <li key={item.href}>
            <Link to={item.href} className={styles.bigLink}>
              <span>
                {item.label}
                <span className={styles.bigLinkDescription}>{item.description}</span>
              </span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default MenuLinkPage;
