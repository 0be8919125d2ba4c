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
 * words; `onRefused` reads the quote again when the server refused for a reason the quote shows
 * (the ticket is claimed already, or the account on file changed meanwhile).
 */
export function useCreateClaim(ticketId: number, onRefused: () => void): UseCreateClaimResult {
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
      if (failure.status === 409 || failure.status === 422) onRefused();
    }
  }

  return { submit, busy, error };
}
