import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import type { PrayReviewProject, PrayReviewStatus } from '@chokdee/shared-contract/schemas/pray-review';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { useCallback, useEffect, useState } from 'react';
import { fetchReviewProjects } from '../api/review-projects';

export type ReviewListState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'success'; projects: PrayReviewProject[] };

type Answer = { asked: string } & (
  { status: 'error'; error: ApiError } | { status: 'success'; projects: PrayReviewProject[] }
);

/**
 * The projects of one review status, read with the staff token. Nothing is asked without a staff
 * session (`token` null). `remove` takes a decided project off the list without asking again.
 */
export function useReviewList(token: string | null, status: PrayReviewStatus) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [tick, setTick] = useState(0);
  // An answer counts only for the question it answers: a new status or retry is loading at once.
  const asked = `${status}#${tick}`;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchReviewProjects(status, controller.signal).then(
      (projects) => setAnswer({ asked, status: 'success', projects }),
      (e: unknown) => {
        if (!controller.signal.aborted) setAnswer({ asked, status: 'error', error: toApiError(e) });
      },
    );
    return () => controller.abort();
  }, [token, status, asked]);

  const retry = useCallback(() => setTick((n) => n + 1), []);
  const remove = useCallback(
    (id: number) =>
      setAnswer((current) =>
        current?.status === 'success'
          ? { ...current, projects: current.projects.filter((p) => p.id !== id) }
          : current,
      ),
    [],
  );
  const state: ReviewListState = answer && answer.asked === asked ? answer : { status: 'loading' };
  return { state, retry, remove };
}
