import { useHydrated } from '@chokdee/shared-kernel/hooks/use-hydrated';
import { bangkokToday } from '../rules/progress';

/**
 * Today in Bangkok, or null on the first render: the server's day and the browser's may differ
 * (a cached page, midnight), and the first render must be the server's.
 */
export function useBangkokToday(): string | null {
  return useHydrated() ? bangkokToday() : null;
}
