import { useCallback, useRef, useState } from 'react';
import { postOtpSend } from '@chokdee/shared-kernel/api/auth';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { OtpPurpose, OtpSendResult } from '@chokdee/shared-contract/schemas/auth';
import { useCountdown } from './use-countdown';

export type OtpSendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; result: OtpSendResult }
  | { status: 'error'; message: string };

/**
 * Asks the API to text a code and keeps what the next step needs: the code's reference and
 * how long before another one may be asked for. The API limits sends per phone and per IP;
 * its Thai 429 message is shown as is.
 */
export function useOtpSender(purpose: OtpPurpose) {
  const [state, setState] = useState<OtpSendState>({ status: 'idle' });
  const { secondsLeft, start } = useCountdown();
  const [lastRef, setLastRef] = useState<string | null>(null);
  const busy = useRef(false);

  const send = useCallback(
    async (tel: string): Promise<OtpSendResult | null> => {
      if (busy.current) return null;
      busy.current = true;
      setState({ status: 'sending' });
      try {
        const result = await postOtpSend({ tel, purpose });
        setState({ status: 'sent', result });
        setLastRef(result.otp_ref);
        start(result.resend_after_seconds);
        return result;
      } catch (error) {
        setState({ status: 'error', message: toApiError(error).message });
        return null;
      } finally {
        busy.current = false;
      }
    },
    [purpose, start],
  );

  return { state, send, secondsLeft, otpRef: lastRef };
}
