import { catalogFixture, remote } from '../testing/catalog-fixture';
import { HOME_LINK, linkTarget, menuLinks } from './menu-links';

describe('menuLinks', () => {
  it('lists home, then each labelled route of the enabled remotes', () => {
    expect(menuLinks(catalogFixture)).toEqual([
      HOME_LINK,
      { label: 'ตรวจผลสลากกินแบ่งรัฐบาล', to: '/check-lottery', end: false },
      { label: 'ข้อมูลของฉัน', to: '/members/profile', end: false },
    ]);
  });

  it('links each place once', () => {
    const catalog = {
      remotes: [
        remote({
          name: 'mf_lottery',
          routes: [
            { path: '/check-lottery/:slug?', layout: 'default', auth: 'none', menu_label: 'ตรวจผลสลาก' },
            { path: '/check-lottery', layout: 'default', auth: 'none', menu_label: 'ตรวจผลสลากอีกครั้ง' },
            { path: '/', layout: 'default', auth: 'none', menu_label: 'หน้าหลัก' },
          ],
        }),
      ],
    };
    expect(menuLinks(catalog)).toEqual([
      HOME_LINK,
      { label: 'ตรวจผลสลาก', to: '/check-lottery', end: false },
    ]);
  });

  it('shows only home without a catalog', () => {
    expect(menuLinks(null)).toEqual([HOME_LINK]);
  });
});

describe('linkTarget', () => {
  it.each([
    ['/check-lottery', '/check-lottery'],
    ['/check-lottery/:slug?', '/check-lottery'],
    ['/members/win-history/:drawDate?', '/members/win-history'],
    ['/orders/:code?/', '/orders/'],
    ['/:category?', '/'],
  ])('links %p to %p', (pattern, target) => {
    expect(linkTarget(pattern)).toBe(target);
  });

  it.each(['/rewards/:code', '/dealers/:userRef/store', '/files/*'])('gives no link for %p', (pattern) => {
    expect(linkTarget(pattern)).toBeNull();
  });
});
