import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { catalogFixture } from '../testing/catalog-fixture';
import { memberMenusCatalog } from '../testing/member-menus-catalog';
import { menuLinkItems } from './menu-link-items';

const hrefs = (catalog: Catalog | null, loggedIn: boolean) =>
  menuLinkItems(catalog, loggedIn).map((i) => i.href);

it("lists the shell's pages always and the quick links the live remotes declare, in their order", () => {
  expect(hrefs(null, false)).toEqual(['/articles', '/บริการของเรา', '/complain']);
  // The general fixture declares no quick links: only the shell's own pages.
  expect(hrefs(catalogFixture, false)).toEqual(['/articles', '/บริการของเรา', '/complain']);
  expect(menuLinkItems(memberMenusCatalog, false)).toEqual([
    { href: '/check-lottery', label: 'ตรวจผลสลาก', description: 'ผลสลากกินแบ่งรัฐบาลทุกงวด' },
    { href: '/dealers', label: 'ร้านค้าลอตเตอรี่', description: 'ค้นหาร้านค้าที่ยืนยันตัวตนแล้ว' },
    { href: '/rewards', label: 'แลกของรางวัล', description: 'ใช้แต้มแลกของรางวัล' },
    { href: '/articles', label: 'บทความ', description: 'ข่าวสารและความรู้เรื่องสลาก' },
    { href: '/บริการของเรา', label: 'บริการของเรา', description: 'บริการทั้งหมดของโชคดี' },
    { href: '/complain', label: 'ร้องเรียน', description: 'แจ้งปัญหาการใช้บริการ' },
    { href: '/members/login', label: 'เข้าสู่ระบบ', description: 'เข้าสู่ระบบหรือสมัครสมาชิก' },
  ]);
});

it('offers the profile to a member and the login to a visitor', () => {
  expect(hrefs(memberMenusCatalog, true)).toContain('/members/profile');
  expect(hrefs(memberMenusCatalog, true)).not.toContain('/members/login');
  expect(hrefs(memberMenusCatalog, false)).not.toContain('/members/profile');
});

it('drops the links of a remote turned off', () => {
  const off: Catalog = {
    remotes: memberMenusCatalog.remotes.map((r) => (r.name === 'mf_member' ? { ...r, enabled: false } : r)),
  };
  expect(hrefs(off, false)).toEqual(['/check-lottery', '/dealers', '/articles', '/บริการของเรา', '/complain']);
});
