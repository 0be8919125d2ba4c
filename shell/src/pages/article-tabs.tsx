import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import styles from './article-tabs.module.css';

/** The two ways into the articles: all of them, or by category (tag). */
export function ArticleTabs() {
  const className = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.active}` : styles.tab;
  return (
    <nav className={styles.tabs} aria-label="บทความ">
      <NavLink to={paths.articles.getHref()} end className={className}>
        บทความทั้งหมด
      </NavLink>
      <NavLink to={paths.articleCategories.getHref()} className={className}>
        หมวดหมู่
      </NavLink>
    </nav>
  );
}
