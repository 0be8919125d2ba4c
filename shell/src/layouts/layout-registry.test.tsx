import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';
import { FALLBACK_LAYOUT, layoutFor, resolveLayoutName } from './layout-registry';
import { LoginLayout } from './login-layout';
import { ProfileLayout } from './profile-layout';

describe('layout chooser', () => {
  it('uses the layouts that are built', () => {
    expect(resolveLayoutName('default')).toBe('default');
    expect(resolveLayoutName('empty')).toBe('empty');
    expect(layoutFor('default')).toBe(DefaultLayout);
    expect(layoutFor('empty')).toBe(EmptyLayout);
    expect(layoutFor('login')).toBe(LoginLayout);
    expect(layoutFor('profile')).toBe(ProfileLayout);
  });

  it.each(['catalogue', 'default-fluid', 'guest', 'pray', 'purchase-detail', 'store', 'truck'] as const)(
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
