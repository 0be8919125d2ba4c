import type { PrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { fetchPrizeClaims } from '../api/prize-claims';
import { prizeClaimKeys } from '../api/prize-claim-keys';

/** The most claims one list call answers; older ones are found on the cash-out page's quote. */
const NEWEST_CLAIMS = 50;

/** Ticket id → its newest claim (the list is newest first, so the first seen wins). */
async function loadTicketClaims(
  drawDate: string | undefined,
  signal: AbortSignal,
): Promise<ReadonlyMap<number, PrizeClaim>> {
  const answer = await fetchPrizeClaims({ draw_date: drawDate, per_page: NEWEST_CLAIMS }, { signal });
  const byTicket = new Map<number, PrizeClaim>();
  for (const claim of answer.data) if (!byTicket.has(claim.ticket_id)) byTicket.set(claim.ticket_id, claim);
  return byTicket;
}

const NONE: ReadonlyMap<number, PrizeClaim> = new Map();

/**
 * Each winning ticket's claim, for the links beside the tickets: one call, made only when the
 * page shows a winning ticket. Until it answers (or if it fails) every ticket links to cash-out,
 * whose quote tells the claim anyway.
 */
export function useTicketClaims(
  drawDate: string | undefined,
  anyWin: boolean,
): ReadonlyMap<number, PrizeClaim> {
  const claims = useRequest(anyWin ? prizeClaimKeys.byTicket(drawDate) : null, (signal) =>
    loadTicketClaims(drawDate, signal),
  );
  return claims.status === 'success' ? claims.data : NONE;
}
