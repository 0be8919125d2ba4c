import { liveRouteAt } from '../remotes/live-route-at';
import type { Catalog } from '@chokdee/shared-kernel/schemas/catalog';
import { paths } from '../config/paths';

export interface MenuLinkItem {
  href: string;
  label: string;
  description: string;
  /** Served by a remote: listed only while a live catalog route serves it (never link to a 404). */
  remote: boolean;
}

const ITEMS: MenuLinkItem[] = [
  {
    href: paths.checkLottery.getHref(),
    label: 'ตรวจผลสลาก',
    description: 'ผลสลากกินแบ่งรัฐบาลทุกงวด',
    remote: true,
  },
  {
    href: paths.dealers.getHref(),
    label: 'ร้านค้าลอตเตอรี่',
    description: 'ค้นหาร้านค้าที่ยืนยันตัวตนแล้ว',
    remote: true,
  },
  { href: paths.rewards.getHref(), label: 'แลกของรางวัล', description: 'ใช้แต้มแลกของรางวัล', remote: true },
  { href: paths.articles.getHref(), label: 'บทความ', description: 'ข่าวสารและความรู้เรื่องสลาก', remote: false },
  { href: paths.services.getHref(), label: 'บริการของเรา', description: 'บริการทั้งหมดของโชคดี', remote: false },
  { href: paths.complain.getHref(), label: 'ร้องเรียน', description: 'แจ้งปัญหาการใช้บริการ', remote: false },
];

const LOGIN: MenuLinkItem = {
  href: paths.login.getHref(),
  label: 'เข้าสู่ระบบ',
  description: 'เข้าสู่ระบบหรือสมัครสมาชิก',
  remote: true,
};

const PROFILE: MenuLinkItem = {
  href: paths.profile.getHref(),
  label: 'ข้อมูลของฉัน',
  description: 'ข้อมูลส่วนตัวและประวัติการสั่งซื้อ',
  remote: true,
};

/** True when an enabled remote in the catalog has a route matching the path. */
export function isServedByCatalog(href: string, catalog: Catalog | null): boolean {
  return liveRouteAt(catalog, href) !== null;
}

/** `/menu-link`'s links: the shell's own pages always, a remote's only while it is live. */
export function menuLinkItems(catalog: Catalog | null, loggedIn: boolean): MenuLinkItem[] {
  return [...ITEMS, loggedIn ? PROFILE : LOGIN].filter(
    (item) => !item.remote || isServedByCatalog(item.href, catalog),
  );
}
