import { missingBuyerRequirement, type BuyerProfile } from './buyer-eligibility';
import { BUYER_REQUIREMENTS, isBuyerRequirement } from './buyer-requirements';

const ready: BuyerProfile = { login_provider: 'local', verified_otp_id: 7, date_of_birth: '1990-04-13' };
const TODAY = '2026-11-22';

describe('missingBuyerRequirement (spec §4 guards, enforced before spending)', () => {
  it('lets a local member with a verified phone and a birth date 20+ years ago spend', () => {
    expect(missingBuyerRequirement(ready, TODAY)).toBeNull();
  });

  it('asks a local member to verify the phone first, before the birth date', () => {
    expect(missingBuyerRequirement({ ...ready, verified_otp_id: null, date_of_birth: null }, TODAY)).toBe(
      'phone_not_verified',
    );
  });

  it('asks a LINE member only for the birth date, never for a phone', () => {
    const line: BuyerProfile = { login_provider: 'line', verified_otp_id: null, date_of_birth: null };
    expect(missingBuyerRequirement(line, TODAY)).toBe('date_of_birth_missing');
    expect(missingBuyerRequirement({ ...line, date_of_birth: '1990-04-13' }, TODAY)).toBeNull();
  });

  it('asks a verified local member without a birth date for it', () => {
    expect(missingBuyerRequirement({ ...ready, date_of_birth: null }, TODAY)).toBe('date_of_birth_missing');
  });

  it('counts the 20 years by calendar day: the 20th birthday is the first day allowed', () => {
    expect(missingBuyerRequirement({ ...ready, date_of_birth: '2006-11-22' }, TODAY)).toBeNull();
    expect(missingBuyerRequirement({ ...ready, date_of_birth: '2006-11-23' }, TODAY)).toBe('under_age');
    // Born on 29 February: 20 on the 29th, not the day before.
    expect(missingBuyerRequirement({ ...ready, date_of_birth: '2008-02-29' }, '2028-02-28')).toBe(
      'under_age',
    );
    expect(missingBuyerRequirement({ ...ready, date_of_birth: '2008-02-29' }, '2028-02-29')).toBeNull();
  });

  it('names every refusal with a code the apps recognise', () => {
    for (const code of BUYER_REQUIREMENTS) expect(isBuyerRequirement(code)).toBe(true);
    expect(isBuyerRequirement('forbidden')).toBe(false);
    expect(isBuyerRequirement(undefined)).toBe(false);
  });
});
