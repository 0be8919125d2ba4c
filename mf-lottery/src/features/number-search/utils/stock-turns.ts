import type { ShownOffer } from './live-offers';

/** What happened to a shown number under the member: another buyer took it, or it came free again. */
export type StockTurn = 'taken' | 'freed';

/** Whether each shown offer is marked taken (`gone`), by `store_code:number`. */
export type ShownStates = ReadonlyMap<string, boolean>;

const keyOf = (offer: ShownOffer) => `${offer.store_code}:${offer.number}`;
const numberOf = (key: string) => key.slice(key.lastIndexOf(':') + 1);

export function shownStates(offers: readonly ShownOffer[]): ShownStates {
  return new Map(offers.map((offer) => [keyOf(offer), offer.gone === true]));
}

/**
 * The offers shown both times whose mark changed. One that left the list (the member's own adds
 * emptied it) or joined it is not a change under the member's eyes.
 */
export function stockTurns(before: ShownStates, after: ShownStates): Map<string, StockTurn> {
  const turns = new Map<string, StockTurn>();
  for (const [key, gone] of after) {
    const was = before.get(key);
    if (was !== undefined && was !== gone) turns.set(key, gone ? 'taken' : 'freed');
  }
  return turns;
}

/**
 * Adds `turns` to those not yet announced. A number that turned back meanwhile drops out: the
 * member was last told of it as it is again.
 */
export function mergeTurns(pending: Map<string, StockTurn>, turns: ReadonlyMap<string, StockTurn>): void {
  for (const [key, turn] of turns) {
    if (pending.has(key) && pending.get(key) !== turn) pending.delete(key);
    else pending.set(key, turn);
  }
}

/** Numbers named one by one up to this many; past it only how many. */
const MAX_NAMED = 3;

function numbersWith(pending: ReadonlyMap<string, StockTurn>, turn: StockTurn): string[] {
  const keys = [...pending].filter(([, value]) => value === turn).map(([key]) => numberOf(key));
  return [...new Set(keys)];
}

/** The Thai sentence a screen reader says for the turns, or '' when there is none. */
export function turnsText(pending: ReadonlyMap<string, StockTurn>): string {
  const taken = numbersWith(pending, 'taken');
  const freed = numbersWith(pending, 'freed');
  const parts: string[] = [];
  if (taken.length > MAX_NAMED) parts.push(`มีผู้จองแล้ว ${taken.length} เลข`);
  else if (taken.length > 0) parts.push(`มีผู้จองเลข ${taken.join(', ')} แล้ว`);
  if (freed.length > MAX_NAMED) parts.push(`ว่างอีกครั้ง ${freed.length} เลข`);
  else if (freed.length > 0) parts.push(`เลข ${freed.join(', ')} ว่างอีกครั้ง`);
  return parts.join(' ');
}
