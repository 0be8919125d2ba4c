import type { Catalog } from '@chokdee/shared-kernel/schemas/catalog';
import { paths } from '../config/paths';

export interface MenuLink {
  label: string;
  to: string;
  /** Match the path exactly (home), not as a prefix. */
  end: boolean;
}

export const HOME_LINK: MenuLink = { label: 'หน้าแรก', to: paths.home.getHref(), end: true };

/**
 * The place a route pattern links to: optional segments dropped (`/check-lottery/:slug?` →
 * `/check-lottery`). A pattern that still needs a parameter or a splat is a family of pages, not
 * one place, and gets no link.
 */
export function linkTarget(pattern: string): string | null {
  const path = pattern.replace(/\/[^/]+\?/g, '') || '/';
  return /[:*?]/.test(path) ? null : path;
}

/** Spec §2 navigation: home first, then each catalog route that has a menu label, once per path. */
export function menuLinks(catalog: Catalog | null): MenuLink[] {
  const links = [HOME_LINK];
  const seen = new Set(links.map((link) => link.to));
  for (const remote of catalog?.remotes ?? []) {
    if (!remote.enabled) continue;
    for (const route of remote.routes) {
      const to = linkTarget(route.path);
      if (!route.menu_label || !to || seen.has(to)) continue;
      seen.add(to);
      links.push({ label: route.menu_label, to, end: false });
    }
  }
  return links;
}
