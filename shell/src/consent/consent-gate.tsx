import { lazy, Suspense, useCallback, useState } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { useScreenLayer } from '@chokdee/shared-kernel/screen/use-screen-layer';
import type { LayerRequest } from '@chokdee/shared-kernel/screen/layer-rules';
import { importWithReload } from '../remotes/chunk-reload';

/** The first modal on the screen: the announcement popup and the banners wait for the answer. */
export const CONSENT_MODAL_LAYER: LayerRequest = { id: 'consent-modal', kind: 'modal', priority: 100 };

// Most visits never need it: the modal and its sanitizer load only when a member must accept.
const ConsentModal = lazy(importWithReload(() => import('./consent-modal')));

/** Spec §4 consent modal: shown while a logged-in member has not accepted the latest consent. */
export function ConsentGate() {
  const user = useStore($user);
  // A member who closed it after a load failure is not asked again during this page view.
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const userId = user?.id ?? null;
  const dismiss = useCallback(() => setDismissedFor(userId), [userId]);
  const wanted = Boolean(user) && user?.is_accept_latest_consent !== true && dismissedFor !== user?.id;
  const { shown: layerShown } = useScreenLayer(wanted ? CONSENT_MODAL_LAYER : null);
  if (!layerShown) return null;
  return (
    <Suspense fallback={null}>
      <ConsentModal onDismiss={dismiss} />
    </Suspense>
  );
}
