/**
 * What a member must have done before the API lets them spend money or points (reserve or order
 * lottery tickets, buy in the shop, redeem a reward). The API refuses with 403 and one of these
 * codes in the error's `code`; the apps read it to send the member to the fix. No zod here: the
 * pages that spend import this file alone.
 */
export const BUYER_REQUIREMENTS = ['phone_not_verified', 'date_of_birth_missing', 'under_age'] as const;

export type BuyerRequirement = (typeof BUYER_REQUIREMENTS)[number];

/** The Thai message of each refusal (the API's `message`). */
export const BUYER_REQUIREMENT_MESSAGES: Record<BuyerRequirement, string> = {
  phone_not_verified: 'กรุณายืนยันเบอร์โทรศัพท์ด้วยรหัส OTP ก่อนทำรายการนี้',
  date_of_birth_missing: 'กรุณากรอกวันเกิดก่อนทำรายการนี้ ผู้ซื้อต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป',
  under_age: 'ผู้ซื้อต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไปจึงจะทำรายการนี้ได้',
};

/** The button that leads to the fix; none for an age the member cannot change. */
export const BUYER_REQUIREMENT_FIXES: Record<BuyerRequirement, string | null> = {
  phone_not_verified: 'ยืนยันเบอร์โทรศัพท์',
  date_of_birth_missing: 'กรอกวันเกิด',
  under_age: null,
};

export function isBuyerRequirement(code: unknown): code is BuyerRequirement {
  return typeof code === 'string' && (BUYER_REQUIREMENTS as readonly string[]).includes(code);
}

/** Welcome points wait for the phone: the balance shows them as pending until then. */
export const WELCOME_PENDING_TEXT = (points: number) =>
  `แต้มต้อนรับ ${points.toLocaleString('en-US')} แต้ม จะใช้ได้หลังยืนยันเบอร์โทรศัพท์`;
