import { fetchPointsBalance } from '@chokdee/shared-kernel/api/member';
import { useLoad, type UseLoadResult } from '../../../lib/use-load';

/** The member's points, loaded only for a member (`memberId` null: a visitor, nothing is asked). */
export function usePointsBalance(memberId: number | null): UseLoadResult<number | null> {
  return useLoad(
    async () => (memberId === null ? null : (await fetchPointsBalance()).balance),
    String(memberId),
  );
}
