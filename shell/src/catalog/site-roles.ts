import { computed } from 'nanostores';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { siteRolePaths } from '@chokdee/shared-contract/rules/site-roles';
import type { SiteRole } from '@chokdee/shared-contract/schemas/catalog';
import { $catalog } from './catalog-store';

/**
 * Where the pages the frame sends people to live (the login page, the store directory…), as the
 * remotes that serve them declare in the catalog: the shell names none of their paths itself.
 */
export const $siteRoles = computed($catalog, (catalog) => siteRolePaths(catalog?.remotes ?? []));

/** The path of the page serving `role`, or undefined while no live remote claims it. */
export function useSiteRolePath(role: SiteRole): string | undefined {
  return useStore($siteRoles)[role];
}
