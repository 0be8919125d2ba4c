import { map } from 'nanostores';
import type { PrayVoteState } from '@chokdee/shared-contract/schemas/pray';

/**
 * The member's vote per project slug, as the API last answered: the project page, its cards and
 * the voted list read the same count, so a join shows everywhere at once.
 */
export const $votes = map<Record<string, PrayVoteState>>({});

export function rememberVote(slug: string, state: PrayVoteState): void {
  $votes.setKey(slug, state);
}

export function forgetVotes(): void {
  $votes.set({});
}
