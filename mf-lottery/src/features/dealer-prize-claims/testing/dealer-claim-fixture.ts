import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';

/**
 * Test data: a new transfer claim of a last-two-digits prize (2,000 baht), as the dealer's list
 * answers it: 0.5 % stamp duty and a 1.33 % store fee, so the net has satang (1,963.40 baht).
 */
export function dealerClaimFixture(overrides: Partial<DealerPrizeClaim> = {}): DealerPrizeClaim {
  return {
    id: 7,
    code: 'PC-000007',
    ticket_id: 41,
    number: '123456',
    set_no: 12,
    order_code: 'OD-2605-0001',
    draw_date: '2026-05-16',
    store_name: 'ร้านโชคดีพารวย',
    prizes: [{ tier: 'last2', name: 'รางวัลเลขท้าย 2 ตัว', amount_satang: 200_000 }],
    prize_satang: 200_000,
    deductions: [
      { key: 'stamp_duty', name: 'อากรแสตมป์', rate_bps: 50, amount_satang: 1_000 },
      { key: 'dealer_fee', name: 'ค่าบริการขึ้นเงินรางวัล', rate_bps: 133, amount_satang: 2_660 },
    ],
    net_satang: 196_340,
    kind: 'transfer',
    status: 'requested',
    bank_account: {
      bank_code: 'KBANK',
      bank_name: 'ธนาคารกสิกรไทย',
      account_number: '1234567890',
      account_name: 'นายสมชาย ใจดี',
    },
    refuse_reason: null,
    has_payout_slip: false,
    requested_at: '2026-05-17T03:30:00.000Z',
    checking_at: null,
    settled_at: null,
    refused_at: null,
    member: { name: 'สมชาย ใจดี', phone: '0812345678' },
    ...overrides,
  };
}

/** A first prize claimed in person at the GLO: no account, no store fee, being checked. */
export function inPersonClaimFixture(overrides: Partial<DealerPrizeClaim> = {}): DealerPrizeClaim {
  return dealerClaimFixture({
    id: 8,
    code: 'PC-000008',
    number: '999999',
    prizes: [{ tier: 'first', name: 'รางวัลที่ 1', amount_satang: 600_000_000 }],
    prize_satang: 600_000_000,
    deductions: [{ key: 'stamp_duty', name: 'อากรแสตมป์', rate_bps: 50, amount_satang: 3_000_000 }],
    net_satang: 597_000_000,
    kind: 'in_person',
    status: 'checking',
    bank_account: null,
    checking_at: '2026-05-17T04:00:00.000Z',
    member: { name: 'สมหญิง รักดี', phone: '0898765432' },
    ...overrides,
  });
}
