import { atom } from 'nanostores';
import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import type { Catalog, MenuEntry } from '@chokdee/shared-contract/schemas/catalog';
import { remote } from './catalog-fixture';

type Declared = Omit<MenuEntry, 'exact'> & { exact?: boolean };
const menus = (...entries: Declared[]): MenuEntry[] => entries.map((entry) => ({ exact: false, ...entry }));

/**
 * The bottom menu, user menu and quick links entries mf-lottery and mf-member declare in their
 * catalog.json, as the API answers them: what the shell's menus render.
 */
export const memberMenusCatalog: Catalog = {
  remotes: [
    remote({
      name: 'mf_lottery',
      routes: [
        {
          path: '/check-lottery/:slug?',
          layout: 'default',
          auth: 'none',
          menus: menus({
            menu: 'quick-links',
            label: 'ตรวจผลสลาก',
            description: 'ผลสลากกินแบ่งรัฐบาลทุกงวด',
            order: 100,
          }),
        },
        {
          path: '/members/dealers',
          layout: 'default',
          auth: 'required',
          menus: menus({ menu: 'bottom-action', label: 'ซื้อลอตเตอรี่', icon: 'ticket', order: 500 }),
        },
        {
          path: '/dealers',
          role: 'store-directory',
          layout: 'default',
          auth: 'none',
          bottom_menu: 'action-only',
          menus: menus(
            { menu: 'bottom', label: 'ค้นหาร้านค้า', icon: 'store', order: 120, exact: true, auth: 'guest' },
            {
              menu: 'quick-links',
              label: 'ร้านค้าลอตเตอรี่',
              description: 'ค้นหาร้านค้าที่ยืนยันตัวตนแล้ว',
              order: 110,
            },
          ),
        },
        {
          path: '/dealers/:userRef',
          layout: 'store',
          auth: 'none',
          user_ref_param: 'userRef',
          menus: menus({
            menu: 'bottom',
            label: 'ค้นหาเลขเด็ด',
            icon: 'search',
            order: 110,
            exact: true,
            auth: 'guest',
          }),
        },
        {
          path: '/members/orders',
          role: 'awaiting-payment',
          layout: 'default',
          auth: 'required',
          menus: menus({
            menu: 'bottom',
            label: 'รอชำระเงิน',
            icon: 'payment',
            order: 100,
            auth: 'required',
            count_badge: 'awaiting-payment',
          }),
        },
        {
          path: '/members/order-history',
          layout: 'profile',
          auth: 'required',
          menus: menus(
            { menu: 'bottom', label: 'ประวัติการซื้อ', icon: 'history', order: 100, auth: 'guest' },
            { menu: 'user', label: 'รายการสั่งซื้อ', order: 120, auth: 'required' },
          ),
        },
        {
          path: '/members/safe',
          layout: 'profile',
          auth: 'required',
          menus: menus({ menu: 'bottom', label: 'ตู้เซฟ', icon: 'safe', order: 110, auth: 'required' }),
        },
      ],
    }),
    remote({
      name: 'mf_member',
      routes: [
        {
          path: '/members/login',
          role: 'login',
          layout: 'login',
          auth: 'guest',
          menus: menus(
            { menu: 'user', label: 'เข้าสู่ระบบ', order: 500, auth: 'guest' },
            {
              menu: 'quick-links',
              label: 'เข้าสู่ระบบ',
              description: 'เข้าสู่ระบบหรือสมัครสมาชิก',
              order: 900,
              auth: 'guest',
            },
          ),
        },
        { path: '/members/register', layout: 'login', auth: 'guest' },
        { path: '/members/verify-phone', layout: 'login', auth: 'required', role: 'verify-phone' },
        { path: '/members/profile/edit', layout: 'profile', auth: 'required', role: 'profile-edit' },
        {
          path: '/members/connect-notification',
          layout: 'default',
          auth: 'required',
          role: 'connect-notification',
        },
        {
          path: '/members/profile',
          layout: 'profile',
          auth: 'required',
          menus: menus(
            { menu: 'bottom', label: 'ข้อมูลสมาชิก', icon: 'profile', order: 120, auth: 'required' },
            { menu: 'user', label: 'ข้อมูลส่วนตัว', order: 100, auth: 'required' },
            {
              menu: 'quick-links',
              label: 'ข้อมูลของฉัน',
              description: 'ข้อมูลส่วนตัวและประวัติการสั่งซื้อ',
              order: 900,
              auth: 'required',
            },
          ),
        },
        {
          path: '/rewards',
          layout: 'default',
          auth: 'none',
          menus: menus(
            { menu: 'user', label: 'แลกของรางวัล', order: 110, auth: 'required' },
            { menu: 'quick-links', label: 'แลกของรางวัล', description: 'ใช้แต้มแลกของรางวัล', order: 120 },
          ),
        },
      ],
    }),
  ],
};

/**
 * The shell's catalog store holding this catalog, for a test's
 * `jest.mock('../catalog/catalog-store', () => jest.requireActual('…').catalogStoreModule)`.
 */
export const catalogStoreModule = {
  $catalog: atom<Catalog | null>(memberMenusCatalog),
  $catalogError: atom<ApiError | null>(null),
};
