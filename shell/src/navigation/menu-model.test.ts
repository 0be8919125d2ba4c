import type { Catalog } from '@chokdee/shared-kernel/schemas/catalog';
import { remote } from '../testing/catalog-fixture';
import { buildMenu, isEcommerceMode, PRAYER_PATH, type MenuEntry } from './menu-model';

const member = remote({
  name: 'mf_member',
  routes: [
    { path: '/rewards', layout: 'default', auth: 'none', menu_label: 'แลกของรางวัล' },
    { path: '/rewards/:code', layout: 'default', auth: 'none' },
  ],
});
const lottery = remote({
  name: 'mf_lottery',
  routes: [
    { path: '/check-lottery/:slug?', layout: 'default', auth: 'none', menu_label: 'ตรวจผลสลาก' },
    { path: '/dealers', layout: 'default-fluid', auth: 'none', menu_label: 'ค้นหาร้านค้า' },
  ],
});
const campaign = (enabled: boolean) =>
  remote({
    name: 'mf_campaign',
    enabled,
    routes: [{ path: '/worldcup2022', layout: 'default', auth: 'none', menu_label: 'ฟุตบอลโลก 2022' }],
  });
const ecommerce = remote({
  name: 'mf_ecommerce',
  routes: [
    { path: '/ecommerce/store', layout: 'store', auth: 'none' },
    { path: '/ecommerce/store/:productCode', layout: 'store', auth: 'none' },
  ],
});
const pray = remote({
  name: 'mf_pray',
  routes: [{ path: '/%E0%B8%82%E0%B8%AD%E0%B8%9E%E0%B8%A3', layout: 'pray', auth: 'none' }],
});

/** What a visitor reads: top-level labels, a group as 'label[item, item]'. */
function outline(entries: MenuEntry[]): string[] {
  return entries.map((entry) =>
    entry.kind === 'group'
      ? `${entry.label}[${entry.items.map((item) => item.label + (item.badge ? `(${item.badge})` : '')).join(', ')}]`
      : entry.label,
  );
}

describe('buildMenu', () => {
  it('lists home, our services, the two groups, then the labelled catalog routes once', () => {
    const catalog: Catalog = { remotes: [member, lottery, campaign(true)] };
    expect(outline(buildMenu(catalog, '/'))).toEqual([
      'หน้าแรก',
      'บริการของเรา',
      'กิจกรรม[แลกของรางวัล(ใหม่)]',
      'เกี่ยวกับเรา[ข้อมูลบริษัท, ร้องเรียน]',
      'ตรวจผลสลาก',
      'ค้นหาร้านค้า',
      'ฟุตบอลโลก 2022',
    ]);
    const services = buildMenu(catalog, '/')[1];
    expect(services).toMatchObject({ kind: 'link', to: '/บริการของเรา' });
  });

  it('hides a campaign turned off, and the remote-served items of the groups while their remote is not live', () => {
    const outlineOff = outline(buildMenu({ remotes: [campaign(false), { ...member, enabled: false }] }, '/'));
    expect(outlineOff).toEqual(['หน้าแรก', 'บริการของเรา', 'เกี่ยวกับเรา[ข้อมูลบริษัท, ร้องเรียน]']);
    expect(outline(buildMenu(null, '/about'))).toEqual(outlineOff);
  });

  it('links the wish of the blue dragon to the prayer page once a live route serves it', () => {
    const [, , activity] = buildMenu({ remotes: [pray, member] }, '/');
    expect(activity).toMatchObject({
      kind: 'group',
      label: 'กิจกรรม',
      items: [
        { label: 'ความปรารถนาของมังกรฟ้า', to: PRAYER_PATH },
        { label: 'แลกของรางวัล', to: '/rewards', badge: 'ใหม่' },
      ],
    });
  });

  it.each([
    '/deprecated/dealers/S001/store',
    '/deprecated/dealers/S001/store/P-9',
    '/ecommerce/store',
    '/ecommerce/store/AMULET-1',
    '/members/ecommerce/purchase-history',
    '/ecommerce/purchases',
    '/ecommerce/purchases/PC-77/',
  ])('shows only ซื้อสินค้า on the e-commerce route %s', (path) => {
    expect(isEcommerceMode(path)).toBe(true);
    expect(buildMenu({ remotes: [member, lottery, ecommerce] }, path)).toEqual([
      { kind: 'link', label: 'ซื้อสินค้า', to: '/ecommerce/store', end: false },
    ]);
  });

  it('offers nothing in e-commerce mode while the e-commerce store is not live', () => {
    expect(buildMenu({ remotes: [member, lottery] }, '/deprecated/dealers/S001/store')).toEqual([]);
    expect(buildMenu({ remotes: [{ ...ecommerce, enabled: false }] }, '/ecommerce/store')).toEqual([]);
  });

  it.each([
    '/',
    '/deprecated/dealers/S001',
    '/deprecated/dealers/S001/cart',
    '/ecommerce/dealers',
    '/ecommerce/amulet-bags/C1',
    '/members/ecommerce/amulet-bag',
    '/ecommerce/store/A/extra',
  ])('keeps the full menu on %s', (path) => {
    expect(isEcommerceMode(path)).toBe(false);
    expect(buildMenu(null, path).length).toBeGreaterThan(1);
  });
});
