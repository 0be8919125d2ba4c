import { DefaultFluidLayout } from './default-fluid-layout';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';
import { FALLBACK_LAYOUT, layoutFor, resolveLayoutName } from './layout-registry';
import { LoginLayout } from './login-layout';
import { ProfileLayout } from './profile-layout';
import { PurchaseDetailLayout } from './purchase-detail-layout';
import { StoreLayout } from './store-layout';

jest.mock(
  '@chokdee/shared-kernel/stores/lottery-cart',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').lotteryCartModule,
);
jest.mock(
  '@chokdee/shared-kernel/stores/current-store',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').currentStoreModule,
);
jest.mock(
  '@chokdee/shared-kernel/stores/reserved-orders',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').reservedOrdersModule,
);

describe('layout chooser', () => {
  it.each([
    ['default', DefaultLayout],
    ['default-fluid', DefaultFluidLayout],
    ['empty', EmptyLayout],
    ['login', LoginLayout],
    ['profile', ProfileLayout],
    ['purchase-detail', PurchaseDetailLayout],
    ['store', StoreLayout],
  ] as const)('uses the built %s layout', (name, layout) => {
    expect(resolveLayoutName(name)).toBe(name);
    expect(layoutFor(name)).toBe(layout);
  });

  it.each(['catalogue', 'guest', 'pray', 'truck'] as const)(
    'renders the not-yet-built %s layout as the default one',
    (name) => {
      expect(resolveLayoutName(name)).toBe(FALLBACK_LAYOUT);
      expect(layoutFor(name)).toBe(DefaultLayout);
    },
  );

  it('falls back for a route that names no layout, or a name that is not a layout', () => {
    expect(resolveLayoutName(undefined)).toBe('default');
    expect(resolveLayoutName('toString' as never)).toBe('default');
  });
});
