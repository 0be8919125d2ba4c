import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { RemoteLoading } from '../remotes/remote-loading';

export type GuardRedirectProps = {
  to: string;
  /** The path to come back to after login (spec §4 Intent URL), saved before leaving. */
  intent?: string;
};

/** Leaves a guarded page: remembers the intent (cookie + state), then replaces the history entry. */
export function GuardRedirect({ to, intent }: GuardRedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (intent) saveIntent(intent);
    void navigate(to, { replace: true });
  }, [navigate, to, intent]);
  return <RemoteLoading />;
}
