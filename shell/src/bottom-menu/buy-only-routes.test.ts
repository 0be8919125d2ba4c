import { showsOnlyBuyButton } from './buy-only-routes';

describe('pages where the bar is only the buy button', () => {
  it.each(['/', '/', '/complain', '/complain/', '/about', '/บริการของเรา'])('%s', (path) => {
    expect(showsOnlyBuyButton(path)).toBe(true);
  });

  it('recognises the services page as the browser reports it (percent-encoded)', () => {
    expect(showsOnlyBuyButton(encodeURI('/บริการของเรา'))).toBe(true);
  });

  // A remote's page (e.g. the dealer list) asks for it in its catalog route instead.
  it.each([
    '/dealers',
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
