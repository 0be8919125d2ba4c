import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $points, type PointsState } from '@chokdee/shared-kernel/stores/points';

/**
 * The member's points: the kernel's `$points`, which the header's user menu shows too — one
 * request for both, refreshed with `refreshPoints()` after a redemption. Idle for a visitor.
 */
export function usePointsBalance(): PointsState {
  return useStore($points);
}
