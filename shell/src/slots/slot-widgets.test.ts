import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { remote } from '../testing/catalog-fixture';
import { widgetsForSlot } from './slot-widgets';

const CART = 'header.end';
const catalog: Catalog = {
  remotes: [
    remote({
      name: 'mf_lottery',
      widgets: [
        {
          slot: CART,
          module: './widgets/cart-button',
          routes: ['/dealers/:userRef', '/deprecated/dealers/:storeCode/store/:productCode'],
        },
        { slot: 'bottom-menu.items', module: './widgets/cart-summary' },
      ],
    }),
    remote({
      name: 'mf_ecommerce',
      widgets: [{ slot: CART, module: './widgets/cart-button', routes: ['/ecommerce/store/:productCode?'] }],
    }),
    remote({
      name: 'mf_quest',
      widgets: [{ slot: 'floating', module: './widgets/quest-gift-button', auth: 'required' }],
    }),
    remote({ name: 'mf_off', enabled: false, widgets: [{ slot: CART, module: './widgets/cart-button' }] }),
  ],
};

describe('widgetsForSlot', () => {
  it('mounts on a store page only the cart of the remote whose routes include it: never two', () => {
    expect(widgetsForSlot(catalog, CART, '/dealers/U123')).toEqual([
      { remoteName: 'mf_lottery', module: './widgets/cart-button' },
    ]);
    expect(widgetsForSlot(catalog, CART, '/ecommerce/store')).toEqual([
      { remoteName: 'mf_ecommerce', module: './widgets/cart-button' },
    ]);
    expect(widgetsForSlot(catalog, CART, '/deprecated/dealers/S001/store/P-1')).toHaveLength(1);
    // Thai and other encoded paths are compared decoded.
    expect(widgetsForSlot(catalog, CART, '/ecommerce/store/%E0%B8%9E%E0%B8%A3%E0%B8%B0')).toHaveLength(1);
  });

  it('mounts a widget that names no routes wherever its slot is, and none of a remote that is off', () => {
    expect(widgetsForSlot(catalog, 'bottom-menu.items', '/members/profile')).toEqual([
      { remoteName: 'mf_lottery', module: './widgets/cart-summary' },
    ]);
    expect(widgetsForSlot(catalog, CART, '/members/profile')).toEqual([]);
    expect(widgetsForSlot(null, CART, '/dealers/U123')).toEqual([]);
  });

  it('mounts a members-only widget for a logged-in member alone: a visitor does not download its remote', () => {
    const gift = 'floating';
    expect(widgetsForSlot(catalog, gift, '/')).toEqual([]);
    expect(widgetsForSlot(catalog, gift, '/', true)).toEqual([
      { remoteName: 'mf_quest', module: './widgets/quest-gift-button' },
    ]);
  });
});
