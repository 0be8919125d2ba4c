import { createHash } from 'node:crypto';

/**
 * The visitor's bucket (0–99) for one remote: the first 4 bytes of sha256(remote:visitor). The
 * same visitor always gets the same bucket (sticky), each remote draws its own (a visitor in one
 * remote's canary is not in every canary), and buckets spread evenly over visitors.
 */
export function canaryBucket(remote: string, visitorId: string): number {
  return createHash('sha256').update(`${remote}:${visitorId}`).digest().readUInt32BE(0) % 100;
}

/** True when this visitor is served the canary: buckets 0 … percent-1. No visitor id, no canary. */
export function servesCanary(remote: string, visitorId: string | undefined, percent: number): boolean {
  if (!visitorId || percent <= 0) return false;
  return canaryBucket(remote, visitorId) < percent;
}
