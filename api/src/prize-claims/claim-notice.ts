import { formatDecimal } from '@chokdee/shared-contract/format/number';
import { IN_PERSON_CLAIM_STEPS } from '@chokdee/shared-contract/rules/prize-claim';
import type { Executor } from '#api/db/client';
import { recordNotice } from '#api/notices/notices-repository';
import { PRIZE_CLAIM_NOTICE_TITLES } from './prize-claim-messages';
import type { PrizeClaimRow } from './prize-claims-tables';

/** The member's page of one claim, where every notice of it leads. */
export const claimHref = (id: number) => `/members/prize-claims/${id}`;

function noticeBody(claim: PrizeClaimRow): string {
  if (claim.status === 'refused') return `เหตุผล: ${claim.refuse_reason ?? ''}`;
  if (claim.kind === 'in_person')
    return IN_PERSON_CLAIM_STEPS.map((step, i) => `${i + 1}. ${step}`).join('\n');
  return `ยอดสุทธิ ${formatDecimal(claim.net_satang / 100)} บาท`;
}

/**
 * Tells the member the claim's new step, in the caller's transaction (the step and its notice
 * commit together). The event key names the step, so a step is told once.
 */
export async function recordClaimNotice(tx: Executor, claim: PrizeClaimRow, number: string): Promise<void> {
  await recordNotice(tx, {
    userId: claim.user_id,
    kind: 'prize-claim',
    eventKey: `prize-claim:${claim.id}:${claim.status}`,
    title: PRIZE_CLAIM_NOTICE_TITLES[claim.status](number),
    body: noticeBody(claim),
    link: claimHref(claim.id),
  });
}
