import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { useState } from 'react';

export type ClaimAction = {
  busy: boolean;
  /** The API's Thai message of the last failure, shown where the action was asked. */
  error: string | null;
  /** Runs a call that answers the claim as it is now; the answer goes to `onDone`. */
  run: (call: () => Promise<DealerPrizeClaim>) => Promise<void>;
  clearError: () => void;
};

/** A 409: the claim moved on elsewhere (another tab, the payout staff) since the list was read. */
const STALE_STATUS = 409;

/**
 * One action on a claim: busy while it runs, the server's message when it fails (what the dealer
 * typed or chose stays with the caller, untouched), the claim as answered when it succeeds. A 409
 * also calls `onStale`, so the list is read again and the card shows where the claim is now.
 */
export function useClaimAction(onDone: (claim: DealerPrizeClaim) => void, onStale: () => void): ClaimAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<DealerPrizeClaim>) {
    setBusy(true);
    setError(null);
    try {
      const claim = await call();
      setBusy(false);
      onDone(claim);
    } catch (e) {
      const error = toApiError(e);
      setError(error.message);
      setBusy(false);
      if (error.status === STALE_STATUS) onStale();
    }
  }
  return { busy, error, run, clearError: () => setError(null) };
}
