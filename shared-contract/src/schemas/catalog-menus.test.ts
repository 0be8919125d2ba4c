import { RemoteRouteSchema, routeLinkTarget } from './catalog';

const route = (fields: object) => RemoteRouteSchema.safeParse({ path: '/members/safe', ...fields });

describe('a route’s menu entries', () => {
  it('say the menu, icon, who sees them and the badge key', () => {
    const parsed = route({
      menus: [
        {
          menu: 'bottom',
          label: 'ตู้เซฟ',
          icon: 'safe',
          order: 110,
          auth: 'required',
          count_badge: 'awaiting-payment',
        },
        { menu: 'quick-links', label: 'ตู้เซฟ', description: 'สลากที่ซื้อแล้ว' },
      ],
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.menus?.[1]).toEqual({
      menu: 'quick-links',
      label: 'ตู้เซฟ',
      description: 'สลากที่ซื้อแล้ว',
      order: 500,
      exact: false,
    });
  });

  it('refuse a menu or an icon key that is not one', () => {
    expect(route({ menus: [{ menu: 'footer', label: 'ตู้เซฟ' }] }).success).toBe(false);
    expect(route({ menus: [{ menu: 'bottom', label: 'ตู้เซฟ', icon: 'Safe Box' }] }).success).toBe(false);
    expect(route({ menus: [{ menu: 'bottom', label: 'ตู้เซฟ', auth: 'admin' }] }).success).toBe(false);
  });

  it('may link a store page whose user reference the menu fills, not another parameter', () => {
    const menus = [{ menu: 'bottom', label: 'ค้นหาเลขเด็ด' }];
    expect(route({ path: '/dealers/:userRef', user_ref_param: 'userRef', menus }).success).toBe(true);
    expect(route({ path: '/dealers/:userRef', menus }).success).toBe(false);
  });
});

describe('routeLinkTarget', () => {
  it('fills the user reference of a store page, and is nowhere without one', () => {
    const store = { path: '/dealers/:userRef', user_ref_param: 'userRef' };
    expect(routeLinkTarget(store, 'U 1')).toBe('/dealers/U%201');
    expect(routeLinkTarget(store, null)).toBeNull();
    expect(routeLinkTarget({ path: '/check-lottery/:slug?' })).toBe('/check-lottery');
  });
});
