import { AppBarLayout } from './app-bar-layout';
import { BannerLayout } from './banner-layout';
import { CatalogueLayout } from './catalogue-layout';
import { DefaultFluidLayout } from './default-fluid-layout';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';
import { GuestLayout } from './guest-layout';
import { layoutFor, resolveLayoutName } from './layout-registry';
import { LoginLayout } from './login-layout';
import { ProfileLayout } from './profile-layout';
import { PurchaseDetailLayout } from './purchase-detail-layout';
import { StoreLayout } from './store-layout';

jest.mock(
  '@chokdee/shared-kernel/stores/current-store',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').currentStoreModule,
);

describe('layout chooser', () => {
  it.each([
    ['app-bar', AppBarLayout],
    ['banner', BannerLayout],
    ['catalogue', CatalogueLayout],
    ['default', DefaultLayout],
    ['default-fluid', DefaultFluidLayout],
    ['empty', EmptyLayout],
    ['guest', GuestLayout],
    ['login', LoginLayout],
    ['profile', ProfileLayout],
    ['purchase-detail', PurchaseDetailLayout],
    ['store', StoreLayout],
  ] as const)('uses the %s layout', (name, layout) => {
    expect(resolveLayoutName(name)).toBe(name);
    expect(layoutFor(name)).toBe(layout);
  });

  it('uses the default layout for a route that names none, or a name that is not a layout', () => {
    expect(resolveLayoutName(undefined)).toBe('default');
    expect(resolveLayoutName('toString' as never)).toBe('default');
  });
});
