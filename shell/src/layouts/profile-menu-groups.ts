import { paths } from '../config/paths';

export interface ProfileMenuItem {
  label: string;
  to: string;
}

export interface ProfileMenuGroup {
  id: 'my-data' | 'lottery';
  label: string;
  items: ProfileMenuItem[];
}

/** Spec §2 profile menu. */
export const PROFILE_MENU: readonly ProfileMenuGroup[] = [
  {
    id: 'my-data',
    label: 'ข้อมูลของฉัน',
    items: [
      { label: 'ข้อมูลส่วนตัว', to: paths.profile.getHref() },
      { label: 'บัญชีธนาคาร', to: paths.bankAccount.getHref() },
    ],
  },
  {
    id: 'lottery',
    label: 'ลอตเตอรี่',
    items: [
      { label: 'รายการสั่งซื้อ', to: paths.orderHistory.getHref() },
      { label: 'ประวัติการถูกรางวัล', to: paths.winHistory.getHref() },
    ],
  },
];

/** `/members/profile/edit` belongs to `/members/profile`; `/members/profiles` does not. */
export function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The group holding the current page: it opens by itself (spec §2). */
export function groupOf(pathname: string): ProfileMenuGroup['id'] | undefined {
  return PROFILE_MENU.find((group) => group.items.some((item) => isWithin(pathname, item.to)))?.id;
}
