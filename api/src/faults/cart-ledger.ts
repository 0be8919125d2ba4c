/**
 * What the client was told about one reservation or close: done; refused (a 4xx: decided in the
 * same statement); failed (a 5xx, or a refused connection: nothing may have committed, and
 * the API must not let it commit later); unknown (a reset or a timeout: either is right).
 */
export type Told = 'done' | 'refused' | 'failed' | 'unknown';

type Counts = Record<Told, number>;
const none = (): Counts => ({ done: 0, refused: 0, failed: 0, unknown: 0 });

/**
 * What one member was told about one cart, number by number. Audited against the database.
 */
export class CartLedger {
  readonly reserved = new Map<number, Counts>();
  close: Told | undefined;

  constructor(
    readonly cartId: string,
    readonly memberIndex: number,
  ) {}

  record(number: number, told: Told): void {
    const entry = this.reserved.get(number) ?? none();
    entry[told] += 1;
    this.reserved.set(number, entry);
  }

  /** No answer that a late commit could contradict: it can be audited now and closed. */
  get certain(): boolean {
    return [...this.reserved.values()].every((entry) => entry.failed === 0 && entry.unknown === 0);
  }

  get heldCount(): number {
    return [...this.reserved.values()].reduce((sum, entry) => sum + entry.done, 0);
  }
}

export interface LedgerAudit {
  /** A reservation answered "refused" or "failed" whose ticket the cart holds: it committed after all. */
  phantom: number;
  /** A reservation answered "reserved" whose ticket the cart does not hold (promised twice). */
  lost: number;
  /** A close answered "failed" that closed the cart all the same (or one answered done that did not). */
  closeDisagrees: number;
}

/**
 * The database's side of one cart (`held`: tickets per number it holds; `closed`) against the
 * ledger. Held tickets of a number must lie between those answered "reserved" and those answered
 * "reserved" plus those with no certain answer.
 */
export function auditLedger(ledger: CartLedger, held: Map<number, number>, closed: boolean): LedgerAudit {
  const audit: LedgerAudit = { phantom: 0, lost: 0, closeDisagrees: 0 };
  const closedForSure = ledger.close === 'done';
  if (!closedForSure) {
    for (const number of new Set([...ledger.reserved.keys(), ...held.keys()])) {
      const told = ledger.reserved.get(number) ?? none();
      const inCart = held.get(number) ?? 0;
      if (inCart > told.done + told.unknown) audit.phantom += inCart - told.done - told.unknown;
      if (inCart < told.done && !closed) audit.lost += told.done - inCart;
    }
  }
  const toldNotClosed = ledger.close === 'failed' || ledger.close === 'refused';
  if ((toldNotClosed && closed) || (closedForSure && !closed)) audit.closeDisagrees += 1;
  return audit;
}
