import { cartTarget, isStorePage } from './cart-target';

describe('store pages', () => {
  it.each([
    '/dealers/U123',
    '/dealers/U123/',
    '/deprecated/dealers/S001',
    '/deprecated/dealers/S001/cart',
    '/deprecated/dealers/S001/store',
    '/deprecated/dealers/S001/store/P9',
  ])('%s is a store page', (path) => {
    expect(isStorePage(path)).toBe(true);
  });

  it.each([
    '/',
    '/dealers',
    '/dealers/U123/extra',
    '/deprecated/dealers',
    '/deprecated/dealers/restricted',
    '/deprecated/dealers/restricted/',
    '/members/dealers',
    '/lotteries/search-results',
  ])('%s is not', (path) => {
    expect(isStorePage(path)).toBe(false);
  });

  it('counts a legacy store whose code only starts like "restricted"', () => {
    expect(isStorePage('/deprecated/dealers/restricted-shop')).toBe(true);
  });
});

describe('where the cart goes', () => {
  it('opens the cart panel of the store page on screen', () => {
    expect(cartTarget('/dealers/U123', 'U123')).toEqual({ kind: 'open' });
    expect(cartTarget('/deprecated/dealers/S001', null)).toEqual({ kind: 'open' });
  });

  it("goes to the current store's page with openCart from anywhere else", () => {
    expect(cartTarget('/members/safe', 'U123')).toEqual({ kind: 'link', href: '/dealers/U123?openCart=1' });
    expect(cartTarget('/dealers', 'ref with space')).toEqual({
      kind: 'link',
      href: '/dealers/ref%20with%20space?openCart=1',
    });
  });

  it('goes to the dealer list when there is no store yet', () => {
    expect(cartTarget('/members/profile', null)).toEqual({ kind: 'link', href: '/dealers' });
  });
});
