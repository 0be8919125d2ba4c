import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { paths } from '../config/paths';
import { catalogMenuLinks, sortByOrder, type MenuLink } from '../navigation/catalog-menu';

export interface MenuLinkItem {
  href: string;
  label: string;
  description: string;
}

/** The shell's own pages among the quick links, after the remotes' sections. */
const SHELL_LINKS: readonly MenuLink[] = [
  {
    label: 'บทความ',
    description: 'ข่าวสารและความรู้เรื่องสลาก',
    to: paths.articles.getHref(),
    end: false,
    order: 800,
  },
  {
    label: 'บริการของเรา',
    description: 'บริการทั้งหมดของโชคดี',
    to: paths.services.getHref(),
    end: false,
    order: 810,
  },
  {
    label: 'ร้องเรียน',
    description: 'แจ้งปัญหาการใช้บริการ',
    to: paths.complain.getHref(),
    end: false,
    order: 820,
  },
];

/**
 * `/menu-link`'s links: the `quick-links` the live remotes declare (for a member or a visitor) and
 * the shell's own pages, by their order. A remote turned off takes its links with it (never a 404).
 */
export function menuLinkItems(catalog: Catalog | null, loggedIn: boolean): MenuLinkItem[] {
  return sortByOrder([...catalogMenuLinks(catalog, 'quick-links', { loggedIn }), ...SHELL_LINKS]).map(
    ({ to, label, description }) => ({ href: to, label, description: description ?? '' }),
  );
}
