import { toApiError } from '@chokdee/shared-kernel/api/client';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { createPrizeClaim } from '../api/prize-claims';

export type UseCreateClaimResult = {
  submit: () => Promise<void>;
  busy: boolean;
  /** The API's Thai message of the last failed attempt. */
  error: string | null;
};

/**
 * Claims the ticket and opens the new claim. A failure stays on the page with the server's Thai
 * words; `onConflict` reads the quote again when the ticket turned out to be claimed already.
 */
export function useCreateClaim(ticketId: number, onConflict: () => void): UseCreateClaimResult {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const claim = await createPrizeClaim(ticketId);
      navigate(paths.prizeClaim.getHref(claim.id));
    } catch (e) {
      const failure = toApiError(e);
      setError(failure.message);
      setBusy(false);
      if (failure.status === 409) onConflict();
    }
  }

  return { submit, busy, error };
}
