// zod/mini, like the order schemas the safe and the dealer's pages already load.
import { z } from 'zod/mini';
import { BankAccountSchema } from './bank';
import { PrizeTierKeySchema } from './lottery-result';
import { IdSchema, IsoDateSchema } from './primitives';

/**
 * A prize claim (ขึ้นเงินรางวัล) of one winning ticket. By transfer: `requested → checking → paid`;
 * in person at the GLO (the largest prizes): `requested → checking → handed_over` (the dealer
 * hands the paper ticket to the member). Either may end `refused`, with a Thai reason.
 */
export const PRIZE_CLAIM_STATUSES = ['requested', 'checking', 'paid', 'handed_over', 'refused'] as const;
export const PrizeClaimStatusSchema = z.enum(PRIZE_CLAIM_STATUSES);

export const PRIZE_CLAIM_STATUS_LABELS: Record<(typeof PRIZE_CLAIM_STATUSES)[number], string> = {
  requested: 'ส่งคำขอแล้ว',
  checking: 'กำลังตรวจสอบสลาก',
  paid: 'โอนเงินแล้ว',
  handed_over: 'ส่งมอบสลากแล้ว',
  refused: 'ไม่อนุมัติ',
};

export const PRIZE_CLAIM_KINDS = ['transfer', 'in_person'] as const;
export const PrizeClaimKindSchema = z.enum(PRIZE_CLAIM_KINDS);

/** How the member is paid: the store's transfer, or at the GLO's office with the paper ticket. */
export const PRIZE_CLAIM_KIND_LABELS: Record<(typeof PRIZE_CLAIM_KINDS)[number], string> = {
  transfer: 'โอนเข้าบัญชี',
  in_person: 'ขึ้นเงินด้วยตนเองที่ สนง.สลากฯ',
};

/** Whole satang, never negative. */
const SatangSchema = z.number().check(z.int(), z.gte(0));

export const DeductionSchema = z.object({
  key: z.enum(['stamp_duty', 'dealer_fee']),
  /** Thai name, e.g. 'อากรแสตมป์'. */
  name: z.string(),
  /** Basis points: 50 = 0.5 %. */
  rate_bps: z.number().check(z.int(), z.gte(0)),
  amount_satang: SatangSchema,
});

const ClaimPrizeSchema = z.object({
  tier: PrizeTierKeySchema,
  name: z.string(),
  amount_satang: SatangSchema,
});

/** The ticket a claim is for, as the member and the dealer see it. */
const ClaimTicketFields = {
  ticket_id: z.number().check(z.int()),
  number: z.string(),
  set_no: z.number().check(z.int()),
  order_code: z.string(),
  draw_date: IsoDateSchema,
  store_name: z.string(),
  prizes: z.array(ClaimPrizeSchema),
  prize_satang: SatangSchema,
  deductions: z.array(DeductionSchema),
  net_satang: SatangSchema,
  kind: PrizeClaimKindSchema,
};

/** A claim: its ticket, its amounts (fixed when requested), the account paid and its steps. */
export const PrizeClaimSchema = z.object({
  id: z.number().check(z.int()),
  /** Shown to people, e.g. 'PC-000123'. */
  code: z.string(),
  ...ClaimTicketFields,
  status: PrizeClaimStatusSchema,
  /** The account the net amount goes to, as it was when requested; null when claimed in person. */
  bank_account: z.nullable(BankAccountSchema),
  refuse_reason: z.nullable(z.string()),
  /** Whether the dealer's transfer slip can be fetched (`.../payout-slip`). */
  has_payout_slip: z.boolean(),
  requested_at: z.string(),
  checking_at: z.nullable(z.string()),
  /** When it was paid or the ticket handed over. */
  settled_at: z.nullable(z.string()),
  refused_at: z.nullable(z.string()),
});

/** The dealer's and the payout staff's view: the claim and who asked. */
export const DealerPrizeClaimSchema = z.extend(PrizeClaimSchema, {
  member: z.object({ name: z.string(), phone: z.string() }),
});

/**
 * GET /public/bos/v1/prize-claims/quote/:ticketId: what claiming a winning ticket would pay, before
 * the member asks, with the account on file and whether its name is the member's. `claim` is the
 * ticket's claim when one is open or settled (a ticket is claimed once).
 */
export const PrizeClaimQuoteSchema = z.object({
  ...ClaimTicketFields,
  bank_account: z.nullable(BankAccountSchema),
  account_name_matches: z.boolean(),
  claim: z.nullable(PrizeClaimSchema),
});

/** POST /public/bos/v1/prize-claims: claim one winning ticket of the member's. */
export const PrizeClaimCreateBodySchema = z.object({ ticket_id: IdSchema });

/** GET lists (member, dealer, staff): newest first, paged on the server. */
export const PrizeClaimListQuerySchema = z.object({
  status: z.optional(PrizeClaimStatusSchema),
  draw_date: z.optional(IsoDateSchema),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 10),
});

export const PRIZE_CLAIM_REFUSE_REASON_MAX = 300;

/**
 * POST .../prize-claims/:id/steps: the dealer's or staff's next step. Paying is a separate
 * multipart upload of the transfer slip (`.../:id/payout`), the part `file`.
 */
export const PrizeClaimStepBodySchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('checking') }),
  z.object({ step: z.literal('handed_over') }),
  z.object({
    step: z.literal('refused'),
    reason: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'กรุณาระบุเหตุผลที่ไม่อนุมัติ'),
        z.maxLength(PRIZE_CLAIM_REFUSE_REASON_MAX, `เหตุผลยาวได้ไม่เกิน ${PRIZE_CLAIM_REFUSE_REASON_MAX} ตัวอักษร`),
      ),
  }),
]);

export const PRIZE_CLAIM_FEE_MAX_BPS = 1_000;

/**
 * GET/PUT /public/bos/v1/dealer/prize-claims/fee: the store's own cash-out fee, or null for the
 * site's default, which is sent alongside.
 */
export const StoreClaimFeeSchema = z.object({
  fee_bps: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(PRIZE_CLAIM_FEE_MAX_BPS))),
  default_fee_bps: z.number().check(z.int(), z.gte(0)),
});
export const StoreClaimFeeBodySchema = z.object({
  fee_bps: z.nullable(
    z
      .number('กรุณากรอกค่าบริการเป็นตัวเลข')
      .check(
        z.int('ค่าบริการต้องเป็นจำนวนเต็มของ 0.01%'),
        z.gte(0, 'ค่าบริการต้องไม่ติดลบ'),
        z.lte(PRIZE_CLAIM_FEE_MAX_BPS, 'ค่าบริการต้องไม่เกิน 10%'),
      ),
  ),
});

export type PrizeClaimStatus = z.infer<typeof PrizeClaimStatusSchema>;
export type PrizeClaimKind = z.infer<typeof PrizeClaimKindSchema>;
export type PrizeClaim = z.infer<typeof PrizeClaimSchema>;
export type DealerPrizeClaim = z.infer<typeof DealerPrizeClaimSchema>;
export type PrizeClaimQuote = z.infer<typeof PrizeClaimQuoteSchema>;
export type PrizeClaimCreateBody = z.infer<typeof PrizeClaimCreateBodySchema>;
export type PrizeClaimListQuery = z.infer<typeof PrizeClaimListQuerySchema>;
export type PrizeClaimStepBody = z.infer<typeof PrizeClaimStepBodySchema>;
export type StoreClaimFee = z.infer<typeof StoreClaimFeeSchema>;
export type StoreClaimFeeBody = z.infer<typeof StoreClaimFeeBodySchema>;
