/** Placeholder until its page is written. */
export function PrizeClaimPage() {
  return null;
}
