import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { Link, useLocation } from 'react-router';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { isSafeRedirect } from '@chokdee/shared-contract/rules/safe-redirect';
import { $catalog } from '../catalog/catalog-store';
import { saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { withRedirect } from '../config/paths';
import { catalogMenuLinks } from '../navigation/catalog-menu';
import { matchesAny } from '../navigation/route-match';
import styles from './user-menu.module.css';

/** The pages of the login flow itself (the catalog's `login` layout): no place to come back to. */
function inLoginFlow(catalog: Catalog | null, pathname: string): boolean {
  const patterns = (catalog?.remotes ?? []).flatMap((remote) =>
    remote.routes.filter((route) => route.layout === 'login').map((route) => route.path),
  );
  return matchesAny(patterns, pathname);
}

/** The current path to return to after login, or undefined on the login pages themselves. */
export function returnTarget(catalog: Catalog | null, pathname: string, search: string): string | undefined {
  if (inLoginFlow(catalog, pathname)) return undefined;
  const target = `${pathname}${search}`;
  return isSafeRedirect(target) ? target : undefined;
}

/**
 * Spec §2: the logged-out user menu, the login link the catalog's `user` menu offers a visitor,
 * remembering the current path (the login page returns to its `redirect_url`, spec §4).
 */
export function LoginLink() {
  const catalog = useStore($catalog);
  const { pathname, search } = useLocation();
  const [login] = catalogMenuLinks(catalog, 'user', { loggedIn: false });
  // No login page is served (its remote is off): the menu's place stays, empty.
  if (!login) return <span className={styles.placeholder} aria-hidden="true" />;
  const target = returnTarget(catalog, pathname, search);
  const href = withRedirect(login.to, target);
  return (
    <Link
      to={href}
      className={styles.login}
      onClick={() => {
        if (target) saveIntent(target);
      }}
    >
      {login.label}
    </Link>
  );
}
