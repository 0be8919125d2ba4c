import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import type { PageMeta } from '@chokdee/shared-contract/schemas/envelope';
import type { RewardShipment } from '@chokdee/shared-contract/schemas/reward-shipments-admin';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { useCallback, useEffect, useState } from 'react';
import { fetchRewardShipments, type ShipmentQuery } from '../api/reward-shipments';

export type ShipmentPageState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'success'; shipments: RewardShipment[]; meta: PageMeta };

type Answer = { asked: string } & (
  { status: 'error'; error: ApiError } | { status: 'success'; shipments: RewardShipment[]; meta: PageMeta }
);

/**
 * One page of the dispatch list, read with the staff token; nothing is asked without a staff
 * session (`token` null). `reload` reads the page again (after a parcel left it, the next slides in).
 */
export function useShipmentPage(token: string | null, query: ShipmentQuery) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [tick, setTick] = useState(0);
  // An answer counts only for the question it answers: a new tab, page or reload is loading at once.
  const asked = `${query.tab}/${query.kind}/${query.page}#${tick}`;
  const { tab, kind, page } = query;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchRewardShipments({ tab, kind, page }, controller.signal).then(
      ({ shipments, meta }) => setAnswer({ asked, status: 'success', shipments, meta }),
      (e: unknown) => {
        if (!controller.signal.aborted) setAnswer({ asked, status: 'error', error: toApiError(e) });
      },
    );
    return () => controller.abort();
  }, [token, tab, kind, page, asked]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  const state: ShipmentPageState = answer && answer.asked === asked ? answer : { status: 'loading' };
  return { state, reload };
}
