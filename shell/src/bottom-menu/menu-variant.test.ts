import { bottomMenuVariant } from './menu-variant';

describe('bottom menu variant', () => {
  it('gives a logged-in member with a user reference the member menu', () => {
    expect(bottomMenuVariant({ loggedIn: true, userRef: 'dealer-ref' })).toBe('member');
  });

  it('shows no menu to a logged-in member without a user reference (spec §2: only when one exists)', () => {
    expect(bottomMenuVariant({ loggedIn: true, userRef: null })).toBeNull();
    expect(bottomMenuVariant({ loggedIn: true, userRef: undefined })).toBeNull();
    expect(bottomMenuVariant({ loggedIn: true, userRef: '' })).toBeNull();
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
