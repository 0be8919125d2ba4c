import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { getLotteryResult } from './get-lottery-result';

/** A prefetched answer older than this is not used: the page asks again. */
const FRESH_FOR_MS = 30_000;

const early = new Map<string, { request: Promise<LotteryResult | null>; at: number }>();

/**
 * Starts loading a draw's results before the page that shows them renders, so the request runs
 * while React mounts instead of after. `takeLotteryResult` hands it to that page.
 */
export function prefetchLotteryResult(slug: string): void {
  if (early.has(slug)) return;
  const request = getLotteryResult(slug);
  // The page reports a failure when it takes the request; until then it is not unhandled.
  request.catch(() => undefined);
  early.set(slug, { request, at: Date.now() });
}

/**
 * The results of `slug`: the prefetched request the first time (if it is fresh), a new one
 * otherwise, so a retry or a later visit always asks the API again.
 */
export function takeLotteryResult(slug: string): Promise<LotteryResult | null> {
  const prefetched = early.get(slug);
  early.delete(slug);
  return prefetched && Date.now() - prefetched.at < FRESH_FOR_MS
    ? prefetched.request
    : getLotteryResult(slug);
}
