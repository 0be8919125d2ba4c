import { showsOnlyBuyButton } from './buy-only-routes';

describe('pages where the bar is only the buy button', () => {
  it.each(['/', '/dealers', '/dealers/', '/complain', '/about', '/บริการของเรา'])('%s', (path) => {
    expect(showsOnlyBuyButton(path)).toBe(true);
  });

  it('recognises the services page as the browser reports it (percent-encoded)', () => {
    expect(showsOnlyBuyButton(encodeURI('/บริการของเรา'))).toBe(true);
  });

  it.each([
    '/dealers/dealer-ref',
    '/members/dealers',
    '/members/orders',
    '/check-lottery',
    '/about/team',
    '/complainant',
    '/%E0%B8',
  ])('not %s', (path) => {
    expect(showsOnlyBuyButton(path)).toBe(false);
  });
});
