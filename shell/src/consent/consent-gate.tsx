import { lazy, Suspense, useCallback, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { importWithReload } from '../remotes/chunk-reload';

// Most visits never need it: the modal and its sanitizer load only when a member must accept.
const ConsentModal = lazy(importWithReload(() => import('./consent-modal')));

/** Spec §4 consent modal: shown while a logged-in member has not accepted the latest consent. */
export function ConsentGate() {
  const user = useStore($user);
  // A member who closed it after a load failure is not asked again during this page view.
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const userId = user?.id ?? null;
  const dismiss = useCallback(() => setDismissedFor(userId), [userId]);
  if (!user || user.is_accept_latest_consent === true || dismissedFor === user.id) return null;
  return (
    <Suspense fallback={null}>
      <ConsentModal onDismiss={dismiss} />
    </Suspense>
  );
}
