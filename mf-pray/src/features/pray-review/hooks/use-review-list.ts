import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import type {
  PrayReviewProject,
  PrayReviewStatus,
  PrayReviewUpdate,
} from '@chokdee/shared-contract/schemas/pray-review';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { useCallback, useEffect, useState } from 'react';
import { fetchReviewProjects } from '../api/review-projects';
import { fetchReviewUpdates } from '../api/review-updates';

/** One thing to review: a project or a piece of news, each keyed by its kind and id. */
export type ReviewItem =
  | { kind: 'project'; key: string; submitted_at: string; project: PrayReviewProject }
  | { kind: 'update'; key: string; submitted_at: string; update: PrayReviewUpdate };

export type ReviewListState =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'success'; items: ReviewItem[] };

type Answer = { asked: string } & (
  { status: 'error'; error: ApiError } | { status: 'success'; items: ReviewItem[] }
);

/**
 * Projects and news of one review status, merged: the queue oldest first (first sent, first
 * decided), what was decided newest first. Read with the staff token; nothing is asked without a
 * staff session (`token` null). `remove` takes a decided item off without asking again, `replace`
 * shows an item's new state (news hidden or shown again stays in its list).
 */
export function useReviewList(token: string | null, status: PrayReviewStatus) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [tick, setTick] = useState(0);
  // An answer counts only for the question it answers: a new status or retry is loading at once.
  const asked = `${status}#${tick}`;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    Promise.all([
      fetchReviewProjects(status, controller.signal),
      fetchReviewUpdates(status, controller.signal),
    ]).then(
      ([projects, updates]) => {
        const items: ReviewItem[] = [
          ...projects.map((project) => ({
            kind: 'project' as const,
            key: `project-${project.id}`,
            submitted_at: project.submitted_at,
            project,
          })),
          ...updates.map((update) => ({
            kind: 'update' as const,
            key: `update-${update.id}`,
            submitted_at: update.submitted_at,
            update,
          })),
        ];
        // ISO times of one zone order as text.
        const oldestFirst = status === 'pending_review';
        items.sort((a, b) =>
          oldestFirst
            ? a.submitted_at.localeCompare(b.submitted_at)
            : b.submitted_at.localeCompare(a.submitted_at),
        );
        setAnswer({ asked, status: 'success', items });
      },
      (e: unknown) => {
        if (!controller.signal.aborted) setAnswer({ asked, status: 'error', error: toApiError(e) });
      },
    );
    return () => controller.abort();
  }, [token, status, asked]);

  const retry = useCallback(() => setTick((n) => n + 1), []);
  const remove = useCallback(
    (key: string) =>
      setAnswer((current) =>
        current?.status === 'success'
          ? { ...current, items: current.items.filter((i) => i.key !== key) }
          : current,
      ),
    [],
  );
  const replaceUpdate = useCallback(
    (update: PrayReviewUpdate) =>
      setAnswer((current) =>
        current?.status === 'success'
          ? {
              ...current,
              items: current.items.map((i) => (i.key === `update-${update.id}` ? { ...i, update } : i)),
            }
          : current,
      ),
    [],
  );
  const state: ReviewListState = answer && answer.asked === asked ? answer : { status: 'loading' };
  return { state, retry, remove, replaceUpdate };
}
