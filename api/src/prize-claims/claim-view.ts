import { PRIZE_TIERS } from '@chokdee/shared-contract/rules/prize';
import { DEDUCTION_NAMES, type Deduction } from '@chokdee/shared-contract/rules/prize-claim';
import { bankLabel, type BankCode } from '@chokdee/shared-contract/schemas/bank';
import type { PrizeTierKey } from '@chokdee/shared-contract/schemas/lottery-result';
import type { DealerPrizeClaim, PrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { and, eq } from 'drizzle-orm';
import { users } from '#api/auth/auth-tables';
import type { Executor } from '#api/db/client';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { orderItems, orders } from '#api/lottery-sales/inventory-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { lotteryDraws } from '#api/results/results-tables';
import { prizeClaims, type PrizeClaimRow } from './prize-claims-tables';

const tierByKey = new Map(PRIZE_TIERS.map((tier) => [tier.key, tier]));

/** 'PC-000123': the code people read and say. */
export const claimCode = (id: number) => `PC-${String(id).padStart(6, '0')}`;

/** A ticket's prizes as the contract shows them: the tier, its Thai name and amount in satang. */
export function claimPrizes(keys: readonly string[]) {
  return keys.map((key) => {
    const tier = tierByKey.get(key as PrizeTierKey);
    if (!tier) throw new Error(`unknown prize tier ${key}`);
    return { tier: tier.key, name: tier.name, amount_satang: tier.amount * 100 };
  });
}

/** The row of a claim with what the views show of its ticket, store and member. */
export interface ClaimViewRow {
  claim: PrizeClaimRow;
  number: number;
  set_no: number;
  order_code: string;
  draw_date: string;
  store_name: string;
  member_name: string;
  member_lastname: string;
  member_tel: string | null;
}

/** The select every view of a claim reads from; `where` narrows it. */
export function claimViewQuery(db: Executor) {
  return db
    .select({
      claim: prizeClaims,
      number: orderItems.number,
      set_no: orderItems.set_no,
      order_code: orders.code,
      draw_date: lotteryDraws.draw_date,
      store_name: stores.name,
      member_name: users.name,
      member_lastname: users.lastname,
      member_tel: users.tel,
    })
    .from(prizeClaims)
    .innerJoin(orders, eq(orders.id, prizeClaims.order_id))
    .innerJoin(
      orderItems,
      and(eq(orderItems.order_id, prizeClaims.order_id), eq(orderItems.ticket_id, prizeClaims.ticket_id)),
    )
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, prizeClaims.draw_id))
    .innerJoin(stores, eq(stores.id, prizeClaims.store_id))
    .innerJoin(users, eq(users.id, prizeClaims.user_id));
}

/** The deductions as they were fixed when the member asked. */
function claimDeductions(claim: PrizeClaimRow): Deduction[] {
  const deductions: Deduction[] = [
    {
      key: 'stamp_duty',
      name: DEDUCTION_NAMES.stamp_duty,
      rate_bps: claim.stamp_duty_bps,
      amount_satang: claim.stamp_duty_satang,
    },
  ];
  if (claim.fee_bps !== null)
    deductions.push({
      key: 'dealer_fee',
      name: DEDUCTION_NAMES.dealer_fee,
      rate_bps: claim.fee_bps,
      amount_satang: claim.fee_satang,
    });
  return deductions;
}

const isoOrNull = (instant: Date | null) => (instant ? toBangkokIso(instant) : null);

export function toPrizeClaim(row: ClaimViewRow): PrizeClaim {
  const { claim } = row;
  return {
    id: claim.id,
    code: claimCode(claim.id),
    ticket_id: claim.ticket_id,
    number: String(row.number).padStart(6, '0'),
    set_no: row.set_no,
    order_code: row.order_code,
    draw_date: row.draw_date,
    store_name: row.store_name,
    prizes: claimPrizes(claim.prizes),
    prize_satang: claim.prize_satang,
    deductions: claimDeductions(claim),
    net_satang: claim.net_satang,
    kind: claim.kind,
    status: claim.status,
    bank_account:
      claim.bank_code && claim.account_number && claim.account_name
        ? {
            bank_code: claim.bank_code as BankCode,
            bank_name: bankLabel(claim.bank_code),
            account_number: claim.account_number,
            account_name: claim.account_name,
          }
        : null,
    refuse_reason: claim.refuse_reason,
    has_payout_slip: claim.payout_slip !== null,
    requested_at: toBangkokIso(claim.created_at),
    checking_at: isoOrNull(claim.checking_at),
    settled_at: isoOrNull(claim.settled_at),
    refused_at: isoOrNull(claim.refused_at),
  };
}

export function toDealerPrizeClaim(row: ClaimViewRow): DealerPrizeClaim {
  return {
    ...toPrizeClaim(row),
    member: { name: `${row.member_name} ${row.member_lastname}`.trim(), phone: row.member_tel ?? '' },
  };
}
