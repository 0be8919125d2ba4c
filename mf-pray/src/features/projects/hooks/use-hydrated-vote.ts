import type { PrayVoteState } from '@chokdee/shared-contract/schemas/pray';
import { useHydrated } from '@chokdee/shared-kernel/hooks/use-hydrated';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $votes } from '../stores/vote-store';

/**
 * The member's vote on a project as the API last answered, once the page has hydrated: a server
 * render knows no member, so the first render shows the project's own count in both places.
 */
export function useHydratedVote(slug: string): PrayVoteState | undefined {
  const vote = useStore($votes)[slug];
  return useHydrated() ? vote : undefined;
}
