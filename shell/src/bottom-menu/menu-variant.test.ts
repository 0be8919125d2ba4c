import { bottomMenuVariant } from './menu-variant';

describe('bottom menu variant', () => {
  it('gives a logged-in member the member menu, with or without a store', () => {
    expect(bottomMenuVariant({ loggedIn: true, userRef: null })).toBe('member');
    expect(bottomMenuVariant({ loggedIn: true, userRef: 'dealer-ref' })).toBe('member');
  });

  it('gives a visitor shopping in a store the store menu', () => {
    expect(bottomMenuVariant({ loggedIn: false, userRef: 'dealer-ref' })).toBe('visitor');
  });

  it('shows no menu to a visitor without a store', () => {
    expect(bottomMenuVariant({ loggedIn: false, userRef: null })).toBeNull();
    expect(bottomMenuVariant({ loggedIn: false, userRef: undefined })).toBeNull();
    expect(bottomMenuVariant({ loggedIn: false, userRef: '' })).toBeNull();
  });
});
