import { linkTarget, type Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { rolesAllow, type StaffRole } from '@chokdee/shared-contract/schemas/staff-roles';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { useEffect } from 'react';
import { $catalog, loadCatalog } from '../catalog/catalog-store';
import { consoleOfficesFor } from './console-offices';
import styles from './admin-console.module.css';

export interface BackOffice {
  path: string;
  title: string;
}

/** The back offices the remotes declare (a staff route with `staff_roles`) that these roles open. */
export function backOfficesFor(catalog: Catalog | null, roles: readonly StaffRole[]): BackOffice[] {
  return (catalog?.remotes ?? []).flatMap((remote) =>
    remote.routes.flatMap((route) => {
      const path = linkTarget(route.path);
      if (route.surface !== 'staff' || !route.staff_roles || !path || !rolesAllow(roles, route.staff_roles))
        return [];
      return [{ path, title: route.title ?? remote.display_name }];
    }),
  );
}

export interface BackOfficeLinksProps {
  roles: readonly StaffRole[];
}

/**
 * Links to the back offices the staff member's roles open: the console's own (the complaints), then
 * the remotes' from the catalog.
 */
export function BackOfficeLinks({ roles }: BackOfficeLinksProps) {
  const catalog = useStore($catalog);
  useEffect(() => {
    if (!catalog) void loadCatalog();
  }, [catalog]);
  const offices = [...consoleOfficesFor(roles), ...backOfficesFor(catalog, roles)];
  return (
    <nav aria-labelledby="back-offices" className={styles.backOffices}>
      <h2 id="back-offices">งานของฉัน</h2>
      {offices.length === 0 ? (
        <p className={styles.muted}>ยังไม่มีหน้าทำงานสำหรับบทบาทของคุณ</p>
      ) : (
        <ul>
          {offices.map((office) => (
            <li key={office.path}>
              <a
                href={office.path}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(office.path);
                }}
              >
                {office.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
