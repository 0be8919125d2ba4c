import type { BankAccount } from '@chokdee/shared-contract/schemas/bank';
import type { PrizeClaim, PrizeClaimQuote } from '@chokdee/shared-contract/schemas/prize-claim';

/** A 2,000-baht last-two-digits win claimed by transfer: 0.5 % stamp duty, 1 % store fee. */
const ticket = {
  ticket_id: 41,
  number: '000056',
  set_no: 3,
  order_code: 'OD-2611-0007',
  draw_date: '2026-11-16',
  store_name: 'ร้านโชคดีพารวย',
  prizes: [{ tier: 'last2' as const, name: 'รางวัลเลขท้าย 2 ตัว', amount_satang: 200_000 }],
  prize_satang: 200_000,
  deductions: [
    { key: 'stamp_duty' as const, name: 'อากรแสตมป์', rate_bps: 50, amount_satang: 1_000 },
    { key: 'dealer_fee' as const, name: 'ค่าบริการขึ้นเงินรางวัล', rate_bps: 100, amount_satang: 2_000 },
  ],
  net_satang: 197_000,
  kind: 'transfer' as const,
};

const account: BankAccount = {
  bank_code: 'KBANK',
  bank_name: 'ธนาคารกสิกรไทย',
  account_number: '1234567890',
  account_name: 'สมชาย ใจดี',
};

export function quoteFixture(overrides: Partial<PrizeClaimQuote> = {}): PrizeClaimQuote {
  return { ...ticket, bank_account: account, account_name_matches: true, claim: null, ...overrides };
}

/** A paid claim by default; pass the fields a test is about. */
export function prizeClaimFixture(overrides: Partial<PrizeClaim> = {}): PrizeClaim {
  return {
    id: 123,
    code: 'PC-000123',
    ...ticket,
    status: 'paid',
    bank_account: account,
    refuse_reason: null,
    has_payout_slip: true,
    requested_at: '2026-11-16T18:00:00+07:00',
    checking_at: '2026-11-17T10:00:00+07:00',
    settled_at: '2026-11-17T15:30:00+07:00',
    refused_at: null,
    ...overrides,
  };
}
