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

/**
 * One action on a claim: busy while it runs, the server's message when it fails (what the dealer
 * typed or chose stays with the caller, untouched), the claim as answered when it succeeds.
 */
export function useClaimAction(onDone: (claim: DealerPrizeClaim) => void): ClaimAction {
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
      setError(toApiError(e).message);
      setBusy(false);
    }
  }
  return { busy, error, run, clearError: () => setError(null) };
}
