import { linkTarget, type SiteRole } from '../schemas/catalog';

/** The part of a remote the lookup reads: its name and its routes' paths and roles. */
interface RoleSource {
  name: string;
  routes: ReadonlyArray<{ path: string; role?: SiteRole }>;
}

export type SiteRolePaths = Partial<Record<SiteRole, string>>;

/**
 * Where each site role lives now: the link target of the route that claims it. The first remote
 * in catalog order wins (the API refuses a second claim, so two only meet in a hand-made catalog).
 */
export function siteRolePaths(remotes: readonly RoleSource[]): SiteRolePaths {
  const found: SiteRolePaths = {};
  for (const remote of remotes) {
    for (const route of remote.routes) {
      const target = route.role ? linkTarget(route.path) : null;
      if (route.role && target && !found[route.role]) found[route.role] = target;
    }
  }
  return found;
}

/**
 * The roles `routes` claims that another remote of `remotes` already holds, with that remote's
 * name: a release that would make two pages answer for one role.
 */
export function contestedRoles(
  name: string,
  routes: RoleSource['routes'],
  remotes: readonly RoleSource[],
): Array<{ role: SiteRole; heldBy: string }> {
  const claimed = new Set(routes.flatMap((route) => (route.role ? [route.role] : [])));
  return remotes
    .filter((remote) => remote.name !== name)
    .flatMap((remote) =>
      remote.routes.flatMap((route) =>
        route.role && claimed.has(route.role) ? [{ role: route.role, heldBy: remote.name }] : [],
      ),
    );
}
