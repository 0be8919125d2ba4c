import {
  PRIZE_CLAIM_FEE_MAX_BPS,
  StoreClaimFeeBodySchema,
  type StoreClaimFeeBody,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { bpsAsPercent } from '@chokdee/shared-contract/rules/prize-claim';

export const FEE_MESSAGES = {
  required: 'กรุณากรอกค่าบริการ',
  notNumber: 'กรุณากรอกค่าบริการเป็นตัวเลข เช่น 1.5',
  tooFine: 'ค่าบริการกรอกทศนิยมได้ไม่เกิน 2 ตำแหน่ง (ทีละ 0.01%)',
} as const;

export const FEE_MAX_PERCENT = bpsAsPercent(PRIZE_CLAIM_FEE_MAX_BPS);

export type FeeCheck = { ok: true; body: StoreClaimFeeBody } | { ok: false; error: string };

/**
 * A percent typed by the dealer ('1.5', '0.25 %') as the body to send, in basis points. The
 * digits are read as text, never through a float ('0.29' × 100 is 28.999…). Range and whole-bps
 * messages come from the contract's schema, the same the API answers with.
 */
export function checkFeePercent(input: string): FeeCheck {
  const text = input.trim().replace(/\s*%$/, '');
  if (text === '') return { ok: false, error: FEE_MESSAGES.required };
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) return { ok: false, error: FEE_MESSAGES.notNumber };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > 2) return { ok: false, error: FEE_MESSAGES.tooFine };
  const bps = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const parsed = StoreClaimFeeBodySchema.safeParse({ fee_bps: sign ? -bps : bps });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? FEE_MESSAGES.notNumber };
  return { ok: true, body: parsed.data };
}
