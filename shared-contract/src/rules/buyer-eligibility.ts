import { ageOn, MIN_BUYER_AGE } from '../schemas/auth';
import type { BuyerRequirement } from './buyer-requirements';

/** The fields of the auth user (spec §3) the rule reads. */
export interface BuyerProfile {
  login_provider: 'local' | 'line';
  verified_otp_id: number | null;
  date_of_birth: string | null;
}

/**
 * What the member still lacks before they may spend, or null. Mirrors spec §4's guards and
 * post-login redirect: a local member must have verified their phone (a LINE member's identity
 * comes from LINE, §6 asks them only for a date of birth); everyone needs a date of birth, and
 * it must make them 20 or older on `today` (`YYYY-MM-DD`, the Asia/Bangkok calendar day).
 */
export function missingBuyerRequirement(user: BuyerProfile, today: string): BuyerRequirement | null {
  if (user.login_provider === 'local' && user.verified_otp_id === null) return 'phone_not_verified';
  if (!user.date_of_birth) return 'date_of_birth_missing';
  if (ageOn(user.date_of_birth, today) < MIN_BUYER_AGE) return 'under_age';
  return null;
}
