import { isDealerVerified, isStoreSettingComplete } from './store-setting';

describe('isStoreSettingComplete', () => {
  it('needs both small_set and big_set prices', () => {
    expect(isStoreSettingComplete([{ type: 'small_set' }, { type: 'big_set' }])).toBe(true);
    expect(isStoreSettingComplete([{ type: 'small_set' }, { type: 'big_set' }, { type: 'last2' }])).toBe(
      true,
    );
    expect(isStoreSettingComplete([{ type: 'small_set' }])).toBe(false);
    expect(isStoreSettingComplete([{ type: 'big_set' }, { type: 'last2' }])).toBe(false);
    expect(isStoreSettingComplete([])).toBe(false);
  });
});

describe('isDealerVerified', () => {
  it('is true only for approved', () => {
    expect(isDealerVerified('approved')).toBe(true);
    expect(isDealerVerified('pending')).toBe(false);
    expect(isDealerVerified('rejected')).toBe(false);
  });
});
