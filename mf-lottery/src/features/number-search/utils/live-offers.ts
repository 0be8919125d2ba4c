import type { TicketOffer } from '@chokdee/shared-contract/schemas/ticket-search';

/** Free counts heard from the live stream since the search, by `store_code:number`. */
export type LiveCounts = ReadonlyMap<string, number>;

export const liveKey = (storeCode: string, number: string) => `${storeCode}:${number}`;

/** An offer as shown: `gone` when another buyer took every ticket of it while it was on screen. */
export type ShownOffer = TicketOffer & { gone?: boolean };

/**
 * The offers with their counts now: a live count wins over the search's. A number that another
 * buyer emptied stays in the list, marked `gone` (the member was looking at it); one that the
 * member's own adds (`takenByMe`) emptied leaves the list, as before.
 */
export function applyLiveCounts(
  offers: readonly TicketOffer[],
  live: LiveCounts,
  takenByMe: Readonly<Record<string, number>> = {},
): ShownOffer[] {
  const shown: ShownOffer[] = [];
  for (const offer of offers) {
    const mine = takenByMe[offer.number] ?? 0;
    const afterMine = offer.available - mine;
    if (afterMine <= 0) continue;
    const heard = live.get(liveKey(offer.store_code, offer.number));
    if (heard === undefined) shown.push({ ...offer, available: afterMine });
    else if (heard > 0) shown.push({ ...offer, available: heard });
    else if (mine === 0) shown.push({ ...offer, available: 0, gone: true });
  }
  return shown;
}
