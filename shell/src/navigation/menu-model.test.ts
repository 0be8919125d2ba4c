import type { Catalog, MenuEntry as CatalogMenuEntry } from '@chokdee/shared-contract/schemas/catalog';
import { remote } from '../testing/catalog-fixture';
import { buildMenu, type MenuEntry } from './menu-model';

const site = (label: string, extra: Partial<CatalogMenuEntry> = {}): CatalogMenuEntry => ({
  menu: 'site',
  label,
  order: 500,
  exact: false,
  ...extra,
});
const ACTIVITY = { id: 'activity', label: 'กิจกรรม' };

const member = remote({
  name: 'mf_member',
  routes: [
    {
      path: '/rewards',
      layout: 'default',
      auth: 'none',
      menus: [site('แลกของรางวัล', { group: ACTIVITY, badge: 'ใหม่', order: 210 })],
    },
    { path: '/rewards/:code', layout: 'default', auth: 'none' },
  ],
});
const lottery = remote({
  name: 'mf_lottery',
  routes: [
    { path: '/check-lottery/:slug?', layout: 'default', auth: 'none', menus: [site('ตรวจผลสลาก')] },
    { path: '/dealers', layout: 'default-fluid', auth: 'none', menus: [site('ค้นหาร้านค้า')] },
  ],
});
const campaign = (enabled: boolean) =>
  remote({
    name: 'mf_campaign',
    enabled,
    routes: [{ path: '/worldcup2022', layout: 'default', auth: 'none', menus: [site('ฟุตบอลโลก 2022')] }],
  });
const ecommerce = remote({
  name: 'mf_ecommerce',
  routes: [
    {
      path: '/ecommerce/store',
      layout: 'store',
      auth: 'none',
      menu_mode: 'ecommerce',
      menus: [{ menu: 'ecommerce', label: 'ซื้อสินค้า', order: 500, exact: false }],
    },
    { path: '/ecommerce/store/:productCode', layout: 'store', auth: 'none', menu_mode: 'ecommerce' },
  ],
});
const PRAYER_PATH = '/ขอพร';
const pray = remote({
  name: 'mf_pray',
  routes: [
    {
      path: PRAYER_PATH,
      layout: 'banner',
      auth: 'none',
      menus: [site('ความปรารถนาของมังกรฟ้า', { group: ACTIVITY, order: 200 })],
    },
  ],
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
  it('lists home, our services, the groups, then the remotes’ links of no group, once each', () => {
    const catalog: Catalog = { remotes: [member, lottery, campaign(true)] };
    expect(outline(buildMenu(catalog, undefined))).toEqual([
      'หน้าแรก',
      'บริการของเรา',
      'กิจกรรม[แลกของรางวัล(ใหม่)]',
      'เกี่ยวกับเรา[ข้อมูลบริษัท, ร้องเรียน]',
      'ตรวจผลสลาก',
      'ค้นหาร้านค้า',
      'ฟุตบอลโลก 2022',
    ]);
    const services = buildMenu(catalog, undefined)[1];
    expect(services).toMatchObject({ kind: 'link', to: '/บริการของเรา' });
  });

  it('hides the links of a remote turned off, and a group left empty', () => {
    const outlineOff = outline(
      buildMenu({ remotes: [campaign(false), { ...member, enabled: false }] }, undefined),
    );
    expect(outlineOff).toEqual(['หน้าแรก', 'บริการของเรา', 'เกี่ยวกับเรา[ข้อมูลบริษัท, ร้องเรียน]']);
    expect(outline(buildMenu(null, undefined))).toEqual(outlineOff);
  });

  it('puts the wish of the blue dragon first in กิจกรรม once mf-pray declares it', () => {
    const [, , activity] = buildMenu({ remotes: [member, pray] }, undefined);
    expect(activity).toMatchObject({
      kind: 'group',
      label: 'กิจกรรม',
      items: [
        { label: 'ความปรารถนาของมังกรฟ้า', to: PRAYER_PATH },
        { label: 'แลกของรางวัล', to: '/rewards', badge: 'ใหม่' },
      ],
    });
  });

  it('shows only the e-commerce links in e-commerce mode', () => {
    expect(buildMenu({ remotes: [member, lottery, ecommerce] }, 'ecommerce')).toEqual([
      { kind: 'link', label: 'ซื้อสินค้า', to: '/ecommerce/store', end: false },
    ]);
  });

  it('offers nothing in e-commerce mode while no live remote declares an e-commerce link', () => {
    expect(buildMenu({ remotes: [member, lottery] }, 'ecommerce')).toEqual([]);
    expect(buildMenu({ remotes: [{ ...ecommerce, enabled: false }] }, 'ecommerce')).toEqual([]);
  });

  it('links a route with an optional parameter to its place without it', () => {
    const entries = buildMenu({ remotes: [lottery] }, undefined);
    expect(entries).toContainEqual({ kind: 'link', label: 'ตรวจผลสลาก', to: '/check-lottery', end: false });
  });
});
