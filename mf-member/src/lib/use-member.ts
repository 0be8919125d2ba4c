import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $authReady, $user } from '@chokdee/shared-kernel/stores/auth';
import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';

export type MemberState = { ready: false; user: null } | { ready: true; user: AuthUser | null };

/** The logged-in member from the kernel store; `ready` once the saved token has been checked. */
export function useMember(): MemberState {
  const user = useStore($user);
  const ready = useStore($authReady);
  // A user already known (just logged in) needs no wait for the initial check.
  if (user) return { ready: true, user };
  return ready ? { ready: true, user: null } : { ready: false, user: null };
}
