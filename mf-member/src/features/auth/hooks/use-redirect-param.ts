import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isSafeRedirect } from '@chokdee/shared-contract/rules/safe-redirect';
import { $intentUrl, saveIntent } from '@chokdee/shared-kernel/stores/intent';

/**
 * `?redirect_url=` on a sign-in page (the shell's guard and other links add it) becomes the
 * saved intent, so every way of logging in returns there. Only a safe same-site path is taken.
 * Answers the path to come back to: that one, else the saved intent, else home.
 */
export function useRedirectParam(): string {
  const [params] = useSearchParams();
  const requested = params.get('redirect_url');
  const safe = isSafeRedirect(requested) ? requested : null;
  const intent = useStore($intentUrl);

  useEffect(() => {
    if (safe) saveIntent(safe);
  }, [safe]);

  return safe ?? intent ?? '/';
}
