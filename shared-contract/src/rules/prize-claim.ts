import type { PrizeTierKey } from '../schemas/lottery-result';

/** Satang in a baht: every amount of a cash-out is a whole number of satang. */
export const SATANG_PER_BAHT = 100;

/** Basis points in a whole (10,000 bps = 100 %). Rates are whole basis points. */
export const BPS_PER_WHOLE = 10_000;

/** The GLO's stamp duty on a government lottery prize: 0.5 % of each prize. */
export const STAMP_DUTY_BPS = 50;

/** Prize tiers a dealer does not pay out: the member claims them at the GLO in person. */
export const DEFAULT_IN_PERSON_TIERS: readonly PrizeTierKey[] = ['first', 'adjacent_first'];

export type DeductionKey = 'stamp_duty' | 'dealer_fee';

export const DEDUCTION_NAMES: Record<DeductionKey, string> = {
  stamp_duty: 'อากรแสตมป์',
  dealer_fee: 'ค่าบริการขึ้นเงินรางวัล',
};

export interface PrizeAmount {
  tier: PrizeTierKey;
  /** Whole baht, as the GLO's table states it. */
  amount: number;
}

export interface Deduction {
  key: DeductionKey;
  name: string;
  rate_bps: number;
  amount_satang: number;
}

export interface CashOutAmounts {
  prize_satang: number;
  deductions: Deduction[];
  net_satang: number;
}

/**
 * `amount × rate` in satang, a fraction of a satang rounded half up. Done in integers so no
 * floating-point product (e.g. 0.5 % of 4,000 baht) can land a satang off.
 */
export function rateOf(amountSatang: number, rateBps: number): number {
  return Math.floor((amountSatang * rateBps + BPS_PER_WHOLE / 2) / BPS_PER_WHOLE);
}

/**
 * What a winning ticket pays out. The GLO deducts stamp duty from each prize on its own (a ticket
 * that wins two prizes pays the duty of each), so the duty is summed per prize; the dealer's fee
 * is a rate of the whole prize. A claim in person pays no dealer fee: the GLO pays the member.
 */
export function cashOutAmounts(
  prizes: readonly PrizeAmount[],
  rates: { feeBps: number; stampDutyBps?: number; inPerson?: boolean },
): CashOutAmounts {
  const stampDutyBps = rates.stampDutyBps ?? STAMP_DUTY_BPS;
  const prizeSatang = prizes.reduce((sum, prize) => sum + prize.amount * SATANG_PER_BAHT, 0);
  const stampDuty = prizes.reduce(
    (sum, prize) => sum + rateOf(prize.amount * SATANG_PER_BAHT, stampDutyBps),
    0,
  );
  const deductions: Deduction[] = [
    { key: 'stamp_duty', name: DEDUCTION_NAMES.stamp_duty, rate_bps: stampDutyBps, amount_satang: stampDuty },
  ];
  if (!rates.inPerson) {
    deductions.push({
      key: 'dealer_fee',
      name: DEDUCTION_NAMES.dealer_fee,
      rate_bps: rates.feeBps,
      amount_satang: rateOf(prizeSatang, rates.feeBps),
    });
  }
  const deducted = deductions.reduce((sum, deduction) => sum + deduction.amount_satang, 0);
  return { prize_satang: prizeSatang, deductions, net_satang: prizeSatang - deducted };
}

/** A ticket with any prize of an in-person tier is claimed in person as a whole. */
export function claimsInPerson(
  tiers: readonly PrizeTierKey[],
  inPersonTiers: readonly PrizeTierKey[] = DEFAULT_IN_PERSON_TIERS,
): boolean {
  return tiers.some((tier) => inPersonTiers.includes(tier));
}

/** Titles a Thai bank puts before a name, which a member's profile name leaves out. */
const NAME_TITLES = /^(นางสาว|นาง|นาย|น\.ส\.|ด\.ช\.|ด\.ญ\.|mrs\.?|mr\.?|ms\.?|miss)\s*/i;

function bareName(name: string): string {
  return name.trim().replace(NAME_TITLES, '').replace(/\s+/g, '').toLowerCase();
}

/**
 * Whether the name on a bank account is the member's: the same first name and last name, with
 * titles, spaces and letter case left out. An empty member name never matches.
 */
export function accountNameMatches(accountName: string, memberName: string, memberLastname: string): boolean {
  const member = bareName(`${memberName} ${memberLastname}`);
  return member.length > 0 && bareName(accountName) === member;
}

/** `rate_bps` shown as a percent: 50 → '0.5', 150 → '1.5', 100 → '1'. */
export function bpsAsPercent(rateBps: number): string {
  return String(rateBps / 100);
}

/** A prize is claimed within two years of its draw (GLO); later, it is the state's. */
export const CLAIM_WINDOW_YEARS = 2;

/** What a member does with a prize claimed in person at the GLO, shown on the claim and its receipt. */
export const IN_PERSON_CLAIM_STEPS = [
  'รับสลากตัวจริงจากร้านค้า ร้านจะแจ้งเมื่อพร้อมส่งมอบ และบันทึกการส่งมอบในระบบ',
  'นำสลากตัวจริงพร้อมบัตรประจำตัวประชาชนไปขึ้นเงินที่สำนักงานสลากกินแบ่งรัฐบาล 359 ถนนนนทบุรี ตำบลท่าทราย อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000',
  'เปิดทำการวันจันทร์ถึงวันศุกร์ เวลา 08:30–15:30 น. (เว้นวันหยุดราชการ)',
  'สำนักงานสลากฯ หักอากรแสตมป์ 0.5% และโอนเงินรางวัลเข้าบัญชีของผู้ถูกรางวัล',
  'ต้องขึ้นเงินรางวัลภายใน 2 ปีนับจากวันออกรางวัล',
] as const;
