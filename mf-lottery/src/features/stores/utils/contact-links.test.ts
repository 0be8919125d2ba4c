import { lineUrl, safeWebUrl, telUrl } from './contact-links';

describe('contact links', () => {
  it('opens only http(s) web addresses', () => {
    expect(safeWebUrl('https://facebook.com/shop')).toBe('https://facebook.com/shop');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('not a url')).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
  });

  it('builds LINE and phone links', () => {
    expect(lineUrl('@chokdee')).toBe('https://line.me/R/ti/p/%40chokdee');
    expect(lineUrl('somchai')).toBe('https://line.me/ti/p/~somchai');
    expect(telUrl('081 234 5678')).toBe('tel:0812345678');
  });
});
